import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { formatCadCents } from '@crystal/shared/money';
import { formatGiftCardCode } from '@crystal/shared/gift-card-code';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../../lib/mail/mailer';
import { EmailLayout, mailLang, renderEmail, styles } from '../../emails';
import type { GiftCardRecord } from '../gift-card-item';
import { giftCardMail } from './gift-card-mail-messages';

export type GiftCardLinks = { shop: string; balance: string };

type Props = { card: GiftCardRecord; code: string; settings: ShopSettings; links: GiftCardLinks };

function GiftCardMail({ card, code, settings, links }: Props) {
  const lang = card.language;
  const vars = { amount: formatCadCents(card.initialCents, mailLang(lang)), shop: settings.legalName, giver: card.giverName ?? '', recipient: card.recipientName };
  return (
    <EmailLayout preview={giftCardMail(lang, 'preview')} title={giftCardMail(lang, 'title', vars)} settings={settings} language={lang}>
      <Text style={styles.text}>{giftCardMail(lang, card.giverName ? 'fromGiver' : 'fromShop', vars)}</Text>
      {card.message ? (
        <Section>
          <Text style={styles.text}>{giftCardMail(lang, 'theirMessage')}</Text>
          <Text style={{ ...styles.text, fontStyle: 'italic', whiteSpace: 'pre-line' }}>{card.message}</Text>
        </Section>
      ) : null}
      <Text style={styles.small}>{giftCardMail(lang, 'codeLabel')}</Text>
      <Text style={{ ...styles.text, fontSize: '22px', letterSpacing: '0.12em', fontFamily: 'monospace' }}>{formatGiftCardCode(code)}</Text>
      <Text style={styles.text}>{giftCardMail(lang, 'howToSpend')}</Text>
      <Section style={{ margin: '8px 0 16px' }}>
        <Link href={links.shop} style={styles.button}>
          {giftCardMail(lang, 'shop')}
        </Link>
      </Section>
      <Text style={styles.small}>{giftCardMail(lang, 'balance', { url: links.balance })}</Text>
      <Text style={styles.small}>{giftCardMail(lang, 'keepSafe')}</Text>
    </EmailLayout>
  );
}

/**
 * The recipient's mail (issue 49), in the order's language: the amount, the giver's name and message, the
 * code grouped in fours and a link to the shop. The only place a whole code is ever written.
 */
export function giftCardEmail(props: Props, idempotencyKey: string): Promise<MailMessage> {
  const { card, settings } = props;
  const vars = { amount: formatCadCents(card.initialCents, mailLang(card.language)), shop: settings.legalName, giver: card.giverName ?? '' };
  const subject = giftCardMail(card.language, card.giverName ? 'subject' : 'subjectNoGiver', vars);
  return renderEmail({ to: card.recipientEmail, replyTo: settings.replyToEmail, subject, idempotencyKey }, <GiftCardMail {...props} />);
}
