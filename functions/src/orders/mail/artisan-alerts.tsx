import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { formatCadCents } from '@crystal/shared/money';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../../lib/mail/mailer';
import type { OrderWithItems } from '../order-item';
import { EmailLayout, renderEmail, styles } from '../../emails';
import { AddressLines, lineDetails, OrderLines } from './order-lines';
import { shippedLines } from '@crystal/shared/order-ships';

/** The artisan's alerts, each to the notification email of the shop's settings. */
type OrderAlert = { order: OrderWithItems; settings: ShopSettings; adminUrl: string };

/** Gift cards are emailed to their recipients on their days by the shop itself: nothing of them goes in a parcel. */
function PackingList({ order }: { order: OrderWithItems }) {
  const parcel = shippedLines(order.items);
  return (
    <>
      <Heading as="h2" style={styles.h2}>
        {parcel.length ? 'Packing list' : 'Nothing to pack'}
      </Heading>
      {parcel.length ? (
        parcel.map((i, n) => {
          // What to pick and make: the size or length, the engraving as typed, a made-to-order ship date.
          const details = lineDetails(i, 'en');
          return (
            <Text key={n} style={{ ...styles.text, margin: '0 0 4px' }}>
              {i.quantity} × {i.name} (piece #{i.productId}){details ? `: ${details}` : ''}
            </Text>
          );
        })
      ) : (
        <Text style={styles.text}>Gift cards alone: the shop emails each card to its recipient on its day.</Text>
      )}
      <Heading as="h2" style={styles.h2}>
        {parcel.length ? 'Ship to' : 'Buyer'}
      </Heading>
      <AddressLines text={order.shippingAddress} />
      <Text style={styles.small}>
        {order.customerEmail} · {order.customerPhone}
      </Text>
      {order.giftNote ? (
        <>
          <Heading as="h2" style={styles.h2}>
            Gift note
          </Heading>
          <AddressLines text={order.giftNote} />
        </>
      ) : null}
    </>
  );
}

function NewOrder({ order, settings, adminUrl }: OrderAlert) {
  return (
    <EmailLayout
      preview={`New order #${order.id}: ${formatCadCents(order.totalCents)}`}
      title={`New paid order #${order.id}`}
      settings={settings}
    >
      <Text style={styles.text}>
        {order.firstName} {order.lastName} paid {formatCadCents(order.totalCents)} CAD. Open it in the
        dashboard: {adminUrl}
      </Text>
      {/* What the total is made of, in the artisan's English whatever the shopper's language: the discount says which. */}
      <OrderLines order={{ ...order, language: 'en' }} />
      <PackingList order={order} />
    </EmailLayout>
  );
}

function Shortfall({ order, settings, adminUrl }: OrderAlert) {
  return (
    <EmailLayout
      preview={`Order #${order.id} is paid but short of stock`}
      title={`Order #${order.id}: paid, short of stock`}
      settings={settings}
    >
      <Text style={styles.text}>
        The payment for order #{order.id} arrived after its reserved stock had gone back, and a piece sold out
        meanwhile. The money is taken: make the piece, or cancel and refund the order in the dashboard:{' '}
        {adminUrl}
      </Text>
      <PackingList order={order} />
    </EmailLayout>
  );
}

export function newOrderAlert(a: OrderAlert): Promise<MailMessage> {
  return renderEmail(
    {
      to: a.settings.notificationEmail,
      replyTo: a.order.customerEmail,
      subject: `New order #${a.order.id} (${formatCadCents(a.order.totalCents)})`,
      idempotencyKey: `order-${a.order.id}-artisan-new`,
    },
    <NewOrder {...a} />,
  );
}

export function shortfallAlert(a: OrderAlert): Promise<MailMessage> {
  return renderEmail(
    {
      to: a.settings.notificationEmail,
      subject: `Order #${a.order.id} is paid but short of stock`,
      idempotencyKey: `order-${a.order.id}-artisan-shortfall`,
    },
    <Shortfall {...a} />,
  );
}

/** `madeToOrder`: the count is the piece's open units (made to order), not pieces on the shelf. */
export type StockAlert = {
  productId: number;
  name: string;
  stockQuantity: number;
  settings: ShopSettings;
  adminUrl: string;
  madeToOrder?: boolean;
};

function Stock({ productId, name, stockQuantity, settings, adminUrl, madeToOrder }: StockAlert) {
  const soldOut = stockQuantity <= 0;
  const made = madeToOrder
    ? soldOut
      ? `The last open made-to-order unit of ${name} (piece #${productId}) was just ordered. Shoppers see it as sold out until you open more units.`
      : `${name} (piece #${productId}) has ${stockQuantity} made-to-order units open, at or under your low-stock threshold of ${settings.lowStockThreshold}.`
    : undefined;
  return (
    <EmailLayout
      preview={soldOut ? `${name} sold out` : `${name}: ${stockQuantity} left`}
      title={soldOut ? `Sold out: ${name}` : `Low stock: ${name}`}
      settings={settings}
    >
      <Text style={styles.text}>
        {made ??
          (soldOut
            ? `The last ${name} (piece #${productId}) just sold. It shows as out of stock until you add more.`
            : `${name} (piece #${productId}) is down to ${stockQuantity}, at or under your low-stock threshold of ${settings.lowStockThreshold}.`)}
      </Text>
      <Text style={styles.text}>Update the stock in the dashboard: {adminUrl}</Text>
    </EmailLayout>
  );
}

/** Keyed by the order that crossed the line, so a retried order sends it once. */
export function stockAlert(a: StockAlert, orderId: number): Promise<MailMessage> {
  const soldOut = a.stockQuantity <= 0;
  return renderEmail(
    {
      to: a.settings.notificationEmail,
      subject: soldOut ? `Sold out: ${a.name}` : `Low stock: ${a.name} (${a.stockQuantity} left)`,
      idempotencyKey: `product-${a.productId}-${soldOut ? 'sold-out' : 'low-stock'}-order-${orderId}`,
    },
    <Stock {...a} />,
  );
}

export type DisputeAlert = {
  orderId: number;
  disputeId: string;
  status: string;
  amountCents: number;
  reason: string;
  settings: ShopSettings;
  adminUrl: string;
};

function Dispute(a: DisputeAlert) {
  const open = a.status === 'open';
  return (
    <EmailLayout
      preview={`Dispute on order #${a.orderId}`}
      title={
        open
          ? `A payment dispute on order #${a.orderId}`
          : `Dispute on order #${a.orderId} closed: ${a.status}`
      }
      settings={a.settings}
    >
      <Text style={styles.text}>
        {open
          ? `The shopper's bank disputes ${formatCadCents(a.amountCents)} CAD of order #${a.orderId} (reason: ${a.reason}). Answer it with evidence in Stripe's dashboard before its deadline; the order is flagged in the dashboard.`
          : `Stripe closed the dispute on order #${a.orderId} as ${a.status}.`}
      </Text>
      <Text style={styles.text}>
        Dispute {a.disputeId}. The order: {a.adminUrl}
      </Text>
    </EmailLayout>
  );
}

export function disputeAlert(a: DisputeAlert): Promise<MailMessage> {
  return renderEmail(
    {
      to: a.settings.notificationEmail,
      subject:
        a.status === 'open'
          ? `Payment dispute on order #${a.orderId}`
          : `Dispute on order #${a.orderId} closed (${a.status})`,
      idempotencyKey: `dispute-${a.disputeId}-${a.status === 'open' ? 'created' : 'closed'}`,
    },
    <Dispute {...a} />,
  );
}
