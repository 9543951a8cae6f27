import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { CAMPAIGN_BODY_STYLES, campaignBodyHtml, campaignBodyText, parseCampaignBody } from '@crystal/shared/campaigns/campaign-body';
import { renderProductCards, type CampaignCard } from '@crystal/shared/campaigns/render-campaign-body';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { EmailLayout, styles } from '../../emails';
import type { MailMessage } from '../../lib/mail/mailer';
import { once } from '../../lib/once';
import { campaignMail } from './campaign-mail-messages';

/** What one language of a campaign says (French falls back to English where she left it empty). */
export type CampaignContent = { subject: string; preheader: string; body: string; cards: CampaignCard[] };

/** The mail of one language, built once per batch; `personalise` adds each reader's address and links. */
export type CampaignTemplate = { subject: string; html: string; text: string };

/** Stands in for the reader's own unsubscribe link until `personalise` puts it in (not a character of it is escaped). */
const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/reader';

const renderer = once(() => import('@react-email/render'));

/** Her text (escaped, headings and https links only), the pieces' cards (shared/src/campaigns/render-campaign-body.ts), and the shop's name, address and unsubscribe link. */
export async function campaignTemplate(content: CampaignContent, settings: ShopSettings, language: Language): Promise<CampaignTemplate> {
  const blocks = parseCampaignBody(content.body);
  const why = campaignMail(language, 'why', { shop: settings.legalName });
  const footer = (
    <Text style={styles.small}>
      {why}{' '}
      <Link href={UNSUBSCRIBE_PLACEHOLDER} style={styles.link}>
        {campaignMail(language, 'unsubscribe')}
      </Link>
    </Text>
  );
  const { render } = await renderer();
  const html = await render(
    <EmailLayout preview={content.preheader || content.subject} title={content.subject} settings={settings} footer={footer} language={language}>
      {/* The body and the pieces' cards from the one renderer the editor's preview shows (prices already formatted). */}
      <div dangerouslySetInnerHTML={{ __html: `${campaignBodyHtml(blocks, CAMPAIGN_BODY_STYLES)}\n${renderProductCards(content.cards, (price) => price)}` }} />
    </EmailLayout>,
  );
  const cards = content.cards.map((c) => `${c.name} · ${c.price}\n${campaignMail(language, 'seePiece')}: ${c.url}`);
  const text = [
    settings.legalName,
    '',
    content.subject,
    '',
    campaignBodyText(blocks),
    ...(cards.length ? ['', cards.join('\n\n')] : []),
    '',
    '--',
    `${settings.legalName}, ${settings.address}`,
    why,
    campaignMail(language, 'unsubscribeText', { url: UNSUBSCRIBE_PLACEHOLDER }),
  ].join('\n');
  return { subject: content.subject, html, text };
}

export type UnsubscribeLinks = { page: string; oneClick: string };

/**
 * One reader's mail: their address, their signed unsubscribe link in the footer, and the RFC 8058
 * headers (one-click POST to the API's unsubscribe, which needs no page).
 */
export function personalise(template: CampaignTemplate, to: string, links: UnsubscribeLinks, idempotencyKey: string): MailMessage {
  const html = template.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, links.page.replaceAll('&', '&amp;'));
  return {
    to,
    subject: template.subject,
    html,
    text: template.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, links.page),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    idempotencyKey,
  };
}
