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

/** Every string of the quote mails, in English and Canadian French. */
export const QUOTE_TEXTS = {
  en: {
    quoteSubject: (id: number, shop: string) => `Your quote #${id} from ${shop}`,
    quoteTitle: 'Your quote for custom work',
    quoteIntro: (name: string) => `Hello ${name}, here is the quote for your custom piece.`,
    updatedSubject: (id: number, shop: string) => `Your updated quote #${id} from ${shop}`,
    updatedIntro: (name: string) =>
      `Hello ${name}, we have updated the quote for your custom piece. The link in our earlier email no longer works: please use the one below.`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total (CAD)',
    deposit: (pct: number, amount: string) => `A ${pct}% deposit of ${amount} starts the work; the balance is due when your piece is ready.`,
    whole: (amount: string) => `Paying ${amount} starts the work.`,
    expires: (date: string) => `This quote can be paid until ${date}.`,
    readyBy: (date: string) => `Your piece will be ready by ${date}.`,
    refundable: 'Refundable deposit:',
    nonRefundable: 'Non-refundable deposit:',
    payButton: 'View and pay your quote',
    balanceSubject: (id: number) => `Your piece is ready: the balance of quote #${id}`,
    balanceTitle: 'Your piece is ready',
    balanceText: (amount: string) => `Your custom piece is made. The balance of ${amount} is due before it ships.`,
    balanceButton: 'Pay the balance',
    receiptSubject: (id: number) => `Payment received for quote #${id}`,
    receiptTitle: 'Thank you, your payment is received',
    receiptText: (amount: string, order: number) => `We received ${amount}. Your order number is #${order}.`,
    receiptOwed: (amount: string) => `A balance of ${amount} is still owed; we will send you its link when your piece is ready.`,
    receiptPaid: 'Your quote is paid in full.',
  },
  fr: {
    quoteSubject: (id: number, shop: string) => `Votre devis ${shopNumber(id, 'fr')} de ${shop}`,
    quoteTitle: 'Votre devis pour une création sur mesure',
    quoteIntro: (name: string) => `Bonjour ${name}, voici le devis de votre bijou sur mesure.`,
    updatedSubject: (id: number, shop: string) => `Votre devis ${shopNumber(id, 'fr')} mis à jour, de ${shop}`,
    updatedIntro: (name: string) =>
      `Bonjour ${name}, nous avons mis à jour le devis de votre bijou sur mesure. Le lien de notre courriel précédent ne fonctionne plus : utilisez celui ci-dessous.`,
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Gratuite',
    total: 'Total ($ CA)',
    deposit: (pct: number, amount: string) =>
      `Un acompte de ${pct} %, soit ${amount}, lance la création; le solde est dû quand votre bijou est prêt.`,
    whole: (amount: string) => `Le paiement de ${amount} lance la création.`,
    expires: (date: string) => `Ce devis peut être payé jusqu’au ${date}.`,
    readyBy: (date: string) => `Votre bijou sera prêt d’ici le ${date}.`,
    refundable: 'Acompte remboursable :',
    nonRefundable: 'Acompte non remboursable :',
    payButton: 'Voir et payer votre devis',
    balanceSubject: (id: number) => `Votre bijou est prêt : le solde du devis ${shopNumber(id, 'fr')}`,
    balanceTitle: 'Votre bijou est prêt',
    balanceText: (amount: string) => `Votre bijou sur mesure est terminé. Le solde de ${amount} est dû avant l’expédition.`,
    balanceButton: 'Payer le solde',
    receiptSubject: (id: number) => `Paiement reçu pour le devis ${shopNumber(id, 'fr')}`,
    receiptTitle: 'Merci, votre paiement est reçu',
    receiptText: (amount: string, order: number) => `Nous avons reçu ${amount}. Votre numéro de commande est le ${order}.`,
    receiptOwed: (amount: string) => `Il reste un solde de ${amount}; nous vous enverrons son lien quand votre bijou sera prêt.`,
    receiptPaid: 'Votre devis est payé en entier.',
  },
} as const;

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
  const t = QUOTE_TEXTS[quote.language];
  const m = (cents: number) => mailMoney(cents, quote.language);
  return (
    <Section>
      {quote.lines.map((l, i) => (
        <Row key={i} label={cleanLine(l.description)} amount={m(l.priceCents)} />
      ))}
      <Row label={t.subtotal} amount={m(quote.subtotalCents)} />
      <Row label={t.shipping} amount={quote.shippingCents === 0 ? t.free : m(quote.shippingCents)} />
      {quote.taxLines.map((line) => (
        <Row key={line.name} label={mailTaxLabel(line, quote.language)} amount={m(line.amountCents)} />
      ))}
      <Row label={t.total} amount={m(quote.totalCents)} strong />
    </Section>
  );
}

/** The quote itself, with its signed link: the shopper reads it and pays the deposit (or the whole). */
export function quoteEmail(quote: QuoteForMail, settings: ShopSettings, url: string, opts: { updated?: boolean } = {}): Promise<MailMessage> {
  const t = QUOTE_TEXTS[quote.language];
  const [subject, intro] = opts.updated ? [t.updatedSubject, t.updatedIntro] : [t.quoteSubject, t.quoteIntro];
  const lang = quote.language;
  const first = quote.depositCents ?? quote.totalCents;
  return renderEmail(
    { to: quote.customerEmail, replyTo: settings.replyToEmail, subject: subject(quote.id, settings.legalName) },
    <EmailLayout preview={t.quoteTitle} title={t.quoteTitle} settings={settings} language={lang}>
      <Text style={styles.text}>{intro(cleanLine(quote.customerName))}</Text>
      <QuoteLines quote={quote} />
      <Text style={styles.text}>
        {quote.depositPercent !== null ? t.deposit(quote.depositPercent, mailMoney(first, lang)) : t.whole(mailMoney(first, lang))}
      </Text>
      {quote.depositCents !== null && quote.depositTerms && (
        <Text style={styles.text}>
          <strong>{quote.depositTerms.refundable ? t.refundable : t.nonRefundable}</strong> {cleanLine(quote.depositTerms.text)}
        </Text>
      )}
      {quote.readyBy && <Text style={styles.text}>{t.readyBy(mailDate(quote.readyBy, lang))}</Text>}
      <Text style={styles.text}>{t.expires(mailDate(quote.expiresOn, lang))}</Text>
      <Button href={url} style={styles.button}>
        {t.payButton}
      </Button>
    </EmailLayout>,
  );
}

/** The balance's link, sent by the artisan once the piece is made. */
export function quoteBalanceEmail(quote: QuoteForMail, balanceCents: number, settings: ShopSettings, url: string): Promise<MailMessage> {
  const t = QUOTE_TEXTS[quote.language];
  return renderEmail(
    { to: quote.customerEmail, replyTo: settings.replyToEmail, subject: t.balanceSubject(quote.id) },
    <EmailLayout preview={t.balanceTitle} title={t.balanceTitle} settings={settings} language={quote.language}>
      <Text style={styles.text}>{t.balanceText(mailMoney(balanceCents, quote.language))}</Text>
      <QuoteLines quote={quote} />
      <Button href={url} style={styles.button}>
        {t.balanceButton}
      </Button>
    </EmailLayout>,
  );
}

/** The receipt of a quote payment: what was taken, the order number, and what is still owed. */
export function quoteReceiptEmail(quote: QuoteForMail, paid: { amountCents: number; orderId: number; owedCents: number }, settings: ShopSettings): Promise<MailMessage> {
  const t = QUOTE_TEXTS[quote.language];
  const m = (cents: number) => mailMoney(cents, quote.language);
  return renderEmail(
    { to: quote.customerEmail, replyTo: settings.replyToEmail, subject: t.receiptSubject(quote.id) },
    <EmailLayout preview={t.receiptTitle} title={t.receiptTitle} settings={settings} language={quote.language}>
      <Text style={styles.text}>{t.receiptText(m(paid.amountCents), paid.orderId)}</Text>
      <Text style={styles.text}>{paid.owedCents > 0 ? t.receiptOwed(m(paid.owedCents)) : t.receiptPaid}</Text>
      <QuoteLines quote={quote} />
    </EmailLayout>,
  );
}
