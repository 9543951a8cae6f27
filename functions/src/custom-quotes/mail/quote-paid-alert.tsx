import { Text } from '@react-email/text';
import { formatCadCents } from '@crystal/shared/money';
import { cleanLine } from '@crystal/shared/schemas/human-text';
import type { QuotePart } from '@crystal/shared/schemas/quote';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../../lib/mail/mailer';
import { EmailLayout, renderEmail, styles } from '../../emails';
import { mailDate, QuoteLines, type QuoteForMail } from './quote-emails';

/** One payment of a quote, as the artisan's alert tells it. */
export type QuotePayment = { part: QuotePart; amountCents: number; owedCents: number; orderId: number; adminUrl: string };

const WHAT = { deposit: 'the deposit', full: 'the whole quote', balance: 'the balance' } as const;
const SUBJECT = { deposit: 'Deposit paid', full: 'Paid in full', balance: 'Balance paid' } as const;

/** The mail's key: one per quote and part, so a redelivered payment event mails her once. */
export const quotePaidAlertKey = (quoteId: number, part: QuotePart) => `quote-${quoteId}-${part}-paid-artisan`;

function QuotePaid({ quote, paid, settings }: { quote: QuoteForMail; paid: QuotePayment; settings: ShopSettings }) {
  const name = cleanLine(quote.customerName);
  const amount = formatCadCents(paid.amountCents);
  return (
    <EmailLayout preview={`${name} paid ${amount} on quote #${quote.id}`} title={`${SUBJECT[paid.part]}: quote #${quote.id}`} settings={settings}>
      <Text style={styles.text}>
        {name} ({quote.customerEmail}) paid {WHAT[paid.part]} of quote #{quote.id}: {amount} CAD.
      </Text>
      <Text style={styles.text}>
        {paid.owedCents > 0
          ? `Still owed: ${formatCadCents(paid.owedCents)} CAD, the balance. Send its link from Quotes in the dashboard when the piece is ready.`
          : 'Nothing is owed: the quote is paid in full.'}
      </Text>
      {paid.part !== 'balance' && quote.readyBy && <Text style={styles.text}>You promised it ready by {mailDate(quote.readyBy, 'en')}.</Text>}
      <Text style={styles.text}>
        Order #{paid.orderId} in the dashboard: {paid.adminUrl}
      </Text>
      {/* The lines in her English, whatever the shopper's language. */}
      <QuoteLines quote={{ ...quote, language: 'en' }} />
    </EmailLayout>
  );
}

/** The artisan's alert of a quote payment: whose, what was paid, what is still owed, and the order in /admin. */
export function quotePaidAlert(quote: QuoteForMail, paid: QuotePayment, settings: ShopSettings): Promise<MailMessage> {
  return renderEmail(
    {
      to: settings.notificationEmail,
      replyTo: quote.customerEmail,
      subject: `${SUBJECT[paid.part]} on quote #${quote.id}: ${formatCadCents(paid.amountCents)} from ${cleanLine(quote.customerName)}`,
      idempotencyKey: quotePaidAlertKey(quote.id, paid.part),
    },
    <QuotePaid quote={quote} paid={paid} settings={settings} />,
  );
}
