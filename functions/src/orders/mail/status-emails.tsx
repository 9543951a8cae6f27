import { shopNumber } from '@crystal/shared/shop-number';
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { Language } from '@crystal/shared/schemas/language';
import type { MailMessage } from '../../lib/mail/mailer';
import type { OrderWithItems } from '../order-item';
import { EmailLayout, renderEmail, styles } from '../../emails';
import { OrderLines } from './order-lines';
import { latestLineRefund, RefundLines } from './refund-lines';
import { mailMoney, Message } from './mail-format';
import { orderMail, type OrderMailKey } from './order-mail-messages';

/** The shopper's emails after the confirmation: delivered, cancelled, refunded, in the order's language (a parcel's is shipments/shipment-email.tsx). */
export type StatusMailKind = 'delivered' | 'cancelled' | 'refunded';

type Props = { order: OrderWithItems; settings: ShopSettings; orderUrl: string; lang: Language };

function ViewOrder({ orderUrl, lang }: { orderUrl: string; lang: Language }) {
  return (
    <Button href={orderUrl} style={styles.button}>
      {orderMail(lang, 'viewOrder')}
    </Button>
  );
}

const number = (order: OrderWithItems) => ({ order: shopNumber(order.id, order.language ?? 'en') });

/** The order's lines and totals (discount saying which, shipping, each tax), for a mail that speaks of the money paid. */
function PaidTotals({ order, lang }: { order: OrderWithItems; lang: Language }) {
  return (
    <>
      <Heading as="h2" style={styles.h2}>
        {orderMail(lang, 'yourOrder')}
      </Heading>
      <OrderLines order={order} />
    </>
  );
}

function Delivered({ order, settings, orderUrl, lang }: Props) {
  return (
    <EmailLayout preview={orderMail(lang, 'deliveredPreview', { id: order.id })} title={orderMail(lang, 'deliveredTitle')} settings={settings} language={lang}>
      <Text style={styles.text}>
        <Message language={lang} id="deliveredText" strong={number(order)} vars={{ days: settings.returnWindowDays }} />
      </Text>
      <ViewOrder orderUrl={orderUrl} lang={lang} />
    </EmailLayout>
  );
}

/** What happens to the money: an unpaid order took none; a paid one is refunded, and says so once it is. */
function cancelledPayment(order: OrderWithItems, lang: Language): string {
  if (!order.paidAt) return orderMail(lang, 'cancelledUnpaid');
  const total = mailMoney(order.totalCents, lang);
  return orderMail(lang, (order.refundedCents ?? 0) >= order.totalCents ? 'cancelledRefunded' : 'cancelledPaid', { total });
}

function Cancelled({ order, settings, orderUrl, lang }: Props) {
  return (
    <EmailLayout preview={orderMail(lang, 'cancelledPreview', { id: order.id })} title={orderMail(lang, 'cancelledTitle')} settings={settings} language={lang}>
      <Text style={styles.text}>
        <Message language={lang} id="cancelledText" strong={number(order)} />
        {cancelledPayment(order, lang)}
      </Text>
      {order.paidAt ? <PaidTotals order={order} lang={lang} /> : null}
      <ViewOrder orderUrl={orderUrl} lang={lang} />
    </EmailLayout>
  );
}

function Refunded({ order, settings, orderUrl, lang }: Props) {
  const refunded = order.refundedCents ?? order.totalCents;
  const full = refunded >= order.totalCents;
  const amount = orderMail(lang, 'refundedAmount', { amount: mailMoney(refunded, lang) });
  // A refund by the line names what it gave back (issue 45); a refund of an amount alone has no lines.
  const lineRefund = latestLineRefund(order);
  return (
    <EmailLayout
      preview={orderMail(lang, 'refundedPreview', { amount: mailMoney(refunded, lang), id: order.id })}
      title={orderMail(lang, full ? 'refundedTitleFull' : 'refundedTitlePartial')}
      settings={settings}
      language={lang}
    >
      {/* The amount is the order's refunded total so far, which after a second partial refund is not this refund's own. */}
      <Text style={styles.text}>
        <Message
          language={lang}
          id={full ? 'refundedFullText' : 'refundedPartialText'}
          strong={{ ...number(order), amount }}
          vars={{ total: mailMoney(order.totalCents, lang) }}
        />
      </Text>
      {lineRefund ? <RefundLines order={order} refund={lineRefund} /> : null}
      <PaidTotals order={order} lang={lang} />
      <ViewOrder orderUrl={orderUrl} lang={lang} />
    </EmailLayout>
  );
}

const TEMPLATES = { delivered: Delivered, cancelled: Cancelled, refunded: Refunded };

const SUBJECTS: Record<StatusMailKind, OrderMailKey> = {
  delivered: 'deliveredSubject',
  cancelled: 'cancelledSubject',
  refunded: 'refundedSubject',
};

/**
 * The email for one transition. A refund's key carries the refunded total, so each further partial
 * refund is its own email while a redelivered one is not.
 */
export function statusEmail(kind: StatusMailKind, order: OrderWithItems, settings: ShopSettings, orderUrl: string): Promise<MailMessage> {
  const Template = TEMPLATES[kind];
  const lang = order.language ?? 'en';
  const suffix = kind === 'refunded' ? `refunded-${order.refundedCents ?? order.totalCents}` : kind;
  return renderEmail(
    { to: order.customerEmail, replyTo: settings.replyToEmail, subject: orderMail(lang, SUBJECTS[kind], { id: order.id }), idempotencyKey: `order-${order.id}-${suffix}` },
    <Template order={order} settings={settings} orderUrl={orderUrl} lang={lang} />,
  );
}
