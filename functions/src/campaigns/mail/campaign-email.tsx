import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { CAMPAIGN_BODY_STYLES, campaignBodyHtml, campaignBodyText, parseCampaignBody } from '@crystal/shared/campaigns/campaign-body';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { EmailLayout, colors, styles } from '../../emails';
import type { MailMessage } from '../../lib/mail/mailer';
import { once } from '../../lib/once';
import { CAMPAIGN_MAIL_MESSAGES } from './campaign-mail-messages';
import type { ProductCard } from './product-cards';

/** What one language of a campaign says (French falls back to English where she left it empty). */
export type CampaignContent = { subject: string; preheader: string; body: string; cards: ProductCard[] };

/** The mail of one language, built once per batch; `personalise` adds each reader's address and links. */
export type CampaignTemplate = { subject: string; html: string; text: string };

/** Stands in for the reader's own unsubscribe link until `personalise` puts it in (not a character of it is escaped). */
const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/reader';

const renderer = once(() => import('@react-email/render'));

function Cards({ cards, see }: { cards: ProductCard[]; see: string }) {
  return (
    <>
      {cards.map((card) => (
        <Section key={card.url} style={{ border: `1px solid ${colors.line}`, borderRadius: '8px', padding: '12px', margin: '0 0 12px' }}>
          <Link href={card.url}>
            <img src={card.imageUrl} alt={card.name} width="240" style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: '6px' }} />
          </Link>
          <Text style={{ ...styles.text, margin: '8px 0 4px' }}>
            {card.name} · {card.price}
          </Text>
          <Link href={card.url} style={styles.link}>
            {see}
          </Link>
        </Section>
      ))}
    </>
  );
}

/** Her text (escaped, headings and https links only), the pieces' cards, and the shop's name, address and unsubscribe link. */
export async function campaignTemplate(content: CampaignContent, settings: ShopSettings, language: Language): Promise<CampaignTemplate> {
  const m = CAMPAIGN_MAIL_MESSAGES[language];
  const blocks = parseCampaignBody(content.body);
  const why = m.why.replace('{shop}', settings.legalName);
  const footer = (
    <Text style={styles.small}>
      {why}{' '}
      <Link href={UNSUBSCRIBE_PLACEHOLDER} style={styles.link}>
        {m.unsubscribe}
      </Link>
    </Text>
  );
  const { render } = await renderer();
  const html = await render(
    <EmailLayout preview={content.preheader || content.subject} title={content.subject} settings={settings} footer={footer} language={language}>
      <div dangerouslySetInnerHTML={{ __html: campaignBodyHtml(blocks, CAMPAIGN_BODY_STYLES) }} />
      <Cards cards={content.cards} see={m.seePiece} />
    </EmailLayout>,
  );
  const cards = content.cards.map((c) => `${c.name} · ${c.price}\n${m.seePiece}: ${c.url}`);
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
    m.unsubscribeText.replace('{url}', UNSUBSCRIBE_PLACEHOLDER),
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
