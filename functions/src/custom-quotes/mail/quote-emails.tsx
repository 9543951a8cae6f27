import { Button } from '@react-email/button';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { Language } from '@crystal/shared/schemas/language';
import { cleanLine } from '@crystal/shared/schemas/human-text';
import { shopNumber } from '@crystal/shared/shop-number';
import type { MailMessage } from '../../lib/mail/mailer';
import { EmailLayout, renderEmail, styles } from '../../emails';
import { mailMoney, mailTaxLabel } from '../../orders';
import { catalogueTranslator, type MessageValues } from '../../lib/i18n/catalogue-translator';
import en from './messages/en.json';
import fr from './messages/fr.json';

/** The quote as its mails show it (money in cents). */
export type QuoteForMail = {
  id: number;
  customerName: string;
  customerEmail: string;
  language: Language;
  lines: { description: string; priceCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  taxLines: { name: string; label: string; rate: number; amountCents: number }[];
  totalCents: number;
  depositPercent: number | null;
  depositCents: number | null;
  expiresOn: string;
  readyBy: string | null;
  depositTerms: { refundable: boolean; text: string } | null;
};

/** Every string of the quote mails, in English and Canadian French (`messages/en.json` + `fr.json`, ICU). */
const quoteMail = catalogueTranslator(en, fr);

/** The quote mails' words in one language: `words('deposit', { pct, amount })`. */
const wordsIn = (lang: Language) => (key: keyof typeof en, values?: MessageValues) => quoteMail(lang, key, values);

/** A date as the mail's language writes it: "December 15, 2026" / "15 décembre 2026". */
export const mailDate = (day: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

function Row({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Text style={{ ...styles.text, margin: '0 0 4px', display: 'flex', justifyContent: 'space-between', fontWeight: strong ? 700 : 400 }}>
      {label}
      {'  '}
      {amount}
    </Text>
  );
}

export function QuoteLines({ quote }: { quote: QuoteForMail }) {
  const t = wordsIn(quote.language);
  const m = (cents: number) => mailMoney(cents, quote.language);
  return (
    <Section>
      {quote.lines.map((l, i) => (
        <Row key={i} label={cleanLine(l.description)} amount={m(l.priceCents)} />
      ))}
      <Row label={t('subtotal')} amount={m(quote.subtotalCents)} />
      <Row label={t('shipping')} amount={quote.shippingCents === 0 ? t('free') : m(quote.shippingCents)} />
      {quote.taxLines.map((line) => (
        <Row key={line.name} label={mailTaxLabel(line, quote.language)} amount={m(line.amountCents)} />
      ))}
      <Row label={t('total')} amount={m(quote.totalCents)} strong />
    </Section>
  );
}

/** The quote itself, with its signed link: the shopper reads it and pays the deposit (or the whole). */
export function quoteEmail(quote: QuoteForMail, settings: ShopSettings, url: string, opts: { updated?: boolean } = {}): Promise<MailMessage> {
  const lang = quote.language;
  const t = wordsIn(lang);
  const [subject, intro] = opts.updated ? (['updatedSubject', 'updatedIntro'] as const) : (['quoteSubject', 'quoteIntro'] as const);
  const first = quote.depositCents ?? quote.totalCents;
  return renderEmail(
    { to: quote.customerEmail, replyTo: settings.replyToEmail, subject: t(subject, { number: shopNumber(quote.id, lang), shop: settings.legalName }) },
    <EmailLayout preview={t('quoteTitle')} title={t('quoteTitle')} settings={settings} language={lang}>
      <Text style={styles.text}>{t(intro, { name: cleanLine(quote.customerName) })}</Text>
      <QuoteLines quote={quote} />
      <Text style={styles.text}>
        {quote.depositPercent !== null ? t('deposit', { pct: quote.depositPercent, amount: mailMoney(first, lang) }) : t('whole', { amount: mailMoney(first, lang) })}
      </Text>
      {quote.depositCents !== null && quote.depositTerms && (
        <Text style={styles.text}>
          <strong>{t(quote.depositTerms.refundable ? 'refundable' : 'nonRefundable')}</strong> {cleanLine(quote.depositTerms.text)}
        </Text>
      )}
      {quote.readyBy && <Text style={styles.text}>{t('readyBy', { date: mailDate(quote.readyBy, lang) })}</Text>}
      <Text style={styles.text}>{t('expires', { date: mailDate(quote.expiresOn, lang) })}</Text>
      <Button href={url} style={styles.button}>
        {t('payButton')}
      </Button>
    </EmailLayout>,
  );
}

/** The balance's link, sent by the artisan once the piece is made. */
export function quoteBalanceEmail(quote: QuoteForMail, balanceCents: number, settings: ShopSettings, url: string): Promise<MailMessage> {
  const lang = quote.language;
  const t = wordsIn(lang);
  return renderEmail(
    { to: quote.customerEmail, replyTo: settings.replyToEmail, subject: t('balanceSubject', { number: shopNumber(quote.id, lang) }) },
    <EmailLayout preview={t('balanceTitle')} title={t('balanceTitle')} settings={settings} language={lang}>
      <Text style={styles.text}>{t('balanceText', { amount: mailMoney(balanceCents, lang) })}</Text>
      <QuoteLines quote={quote} />
      <Button href={url} style={styles.button}>
        {t('balanceButton')}
      </Button>
    </EmailLayout>,
  );
}

/** The receipt of a quote payment: what was taken, the order number, and what is still owed. */
export function quoteReceiptEmail(quote: QuoteForMail, paid: { amountCents: number; orderId: number; owedCents: number }, settings: ShopSettings): Promise<MailMessage> {
  const lang = quote.language;
  const t = wordsIn(lang);
  const m = (cents: number) => mailMoney(cents, lang);
  return renderEmail(
    { to: quote.customerEmail, replyTo: settings.replyToEmail, subject: t('receiptSubject', { number: shopNumber(quote.id, lang) }) },
    <EmailLayout preview={t('receiptTitle')} title={t('receiptTitle')} settings={settings} language={lang}>
      <Text style={styles.text}>{t('receiptText', { amount: m(paid.amountCents), order: paid.orderId })}</Text>
      <Text style={styles.text}>{paid.owedCents > 0 ? t('receiptOwed', { amount: m(paid.owedCents) }) : t('receiptPaid')}</Text>
      <QuoteLines quote={quote} />
    </EmailLayout>,
  );
}
