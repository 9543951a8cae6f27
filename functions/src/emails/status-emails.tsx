import { Button, Link, Text } from '@react-email/components';
import { CARRIER_NAMES } from '@crystal/shared/carriers';
import { formatCadCents } from '@crystal/shared/money';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../lib/mail/mailer';
import type { TrackedOrder } from '../fulfilment/tracked-order';
import { EmailLayout, styles } from './email-layout';
import { AddressLines } from './order-lines';
import { renderEmail } from './render-email';

/** The shopper's emails after the confirmation: shipped, delivered, cancelled, refunded. */
export type StatusMailKind = 'shipped' | 'delivered' | 'cancelled' | 'refunded';

type Props = { order: TrackedOrder; settings: ShopSettings; orderUrl: string };

function ViewOrder({ orderUrl }: { orderUrl: string }) {
  return (
    <Button href={orderUrl} style={styles.button}>
      View your order
    </Button>
  );
}

function Shipped({ order, settings, orderUrl }: Props) {
  const carrier = order.carrier ? CARRIER_NAMES[order.carrier] : 'the carrier';
  return (
    <EmailLayout preview={`Order #${order.id} is on its way`} title="Your order is on its way" settings={settings}>
      <Text style={styles.text}>
        Order <strong>#{order.id}</strong> left the studio with {carrier}. Tracking number: <strong>{order.trackingNumber}</strong>
      </Text>
      {order.trackingUrl ? (
        <Text style={styles.text}>
          Track it:{' '}
          <Link href={order.trackingUrl} style={styles.link}>
            {order.trackingUrl}
          </Link>
        </Text>
      ) : null}
      <Text style={styles.text}>Shipping to:</Text>
      <AddressLines text={order.shippingAddress} />
      <ViewOrder orderUrl={orderUrl} />
    </EmailLayout>
  );
}

function Delivered({ order, settings, orderUrl }: Props) {
  return (
    <EmailLayout preview={`Order #${order.id} was delivered`} title="Your order was delivered" settings={settings}>
      <Text style={styles.text}>
        Order <strong>#{order.id}</strong> was delivered. We hope you love it. If something is not right, you have{' '}
        {settings.returnWindowDays} days to return it: reply to this email.
      </Text>
      <ViewOrder orderUrl={orderUrl} />
    </EmailLayout>
  );
}

/** What happens to the money: an unpaid order took none; a paid one is refunded, and says so once it is. */
function cancelledPayment(order: TrackedOrder): string {
  if (!order.paidAt) return ' No payment was taken.';
  if ((order.refundedCents ?? 0) >= order.totalCents) return ` Your payment of ${formatCadCents(order.totalCents)} CAD was refunded to the card you paid with.`;
  return ` We refund your payment of ${formatCadCents(order.totalCents)} CAD to the card you paid with, and email you when the refund is made.`;
}

function Cancelled({ order, settings, orderUrl }: Props) {
  return (
    <EmailLayout preview={`Order #${order.id} was cancelled`} title="Your order was cancelled" settings={settings}>
      <Text style={styles.text}>
        Order <strong>#{order.id}</strong> was cancelled.
        {cancelledPayment(order)}
      </Text>
      <ViewOrder orderUrl={orderUrl} />
    </EmailLayout>
  );
}

function Refunded({ order, settings, orderUrl }: Props) {
  const refunded = order.refundedCents ?? order.totalCents;
  const full = refunded >= order.totalCents;
  return (
    <EmailLayout preview={`Refund of ${formatCadCents(refunded)} for order #${order.id}`} title={full ? 'Your order was refunded' : 'Part of your order was refunded'} settings={settings}>
      {/* The amount is the order's refunded total so far, which after a second partial refund is not this refund's own. */}
      {full ? (
        <Text style={styles.text}>
          We refunded <strong>{formatCadCents(refunded)} CAD</strong>, the full amount of order <strong>#{order.id}</strong>, to the card you paid with.
        </Text>
      ) : (
        <Text style={styles.text}>
          We made a partial refund of order <strong>#{order.id}</strong> to the card you paid with. Refunded so far:{' '}
          <strong>{formatCadCents(refunded)} CAD</strong> of your {formatCadCents(order.totalCents)} total.
        </Text>
      )}
      <ViewOrder orderUrl={orderUrl} />
    </EmailLayout>
  );
}

const TEMPLATES = { shipped: Shipped, delivered: Delivered, cancelled: Cancelled, refunded: Refunded };

const SUBJECTS: Record<StatusMailKind, (o: TrackedOrder) => string> = {
  shipped: (o) => `Order #${o.id} has shipped`,
  delivered: (o) => `Order #${o.id} was delivered`,
  cancelled: (o) => `Order #${o.id} was cancelled`,
  refunded: (o) => `Refund for order #${o.id}`,
};

/**
 * The email for one transition. A refund's key carries the refunded total, so each further partial
 * refund is its own email while a redelivered one is not.
 */
export function statusEmail(kind: StatusMailKind, order: TrackedOrder, settings: ShopSettings, orderUrl: string): Promise<MailMessage> {
  const Template = TEMPLATES[kind];
  const suffix = kind === 'refunded' ? `refunded-${order.refundedCents ?? order.totalCents}` : kind;
  return renderEmail(
    { to: order.customerEmail, replyTo: settings.replyToEmail, subject: SUBJECTS[kind](order), idempotencyKey: `order-${order.id}-${suffix}` },
    <Template order={order} settings={settings} orderUrl={orderUrl} />,
  );
}
