import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { disputeAlert, newOrderAlert, shortfallAlert } from './artisan-alerts';
import { confirmationEmail } from './confirmation-email';
import { statusEmail, type StatusMailKind } from './status-emails';
import { orderStatusUrl, siteUrl } from '../../lib/links/email-links';
import { sendOnce } from '../../lib/mail/send-once';
import type { OrderWithItems } from '../order-item';
import { getShopSettings } from '../../settings/settings-repository';

/**
 * The order's mails, each sent once per transition (`sendOnce` claims a per-order, per-kind marker with a
 * conditional write before sending), so a redelivered event or a retried request sends nothing more.
 */
export const adminOrderUrl = (orderId: number) => siteUrl(`admin/orders/${orderId}`);

/** On paid: the shopper's confirmation (with the seller's disclosures) and the artisan's packing list. */
export async function mailOrderPaid(order: OrderWithItems, settings?: ShopSettings): Promise<void> {
  const s = settings ?? (await getShopSettings());
  await sendOnce(`order-${order.id}-confirmation`, async () =>
    confirmationEmail(order, s, {
      orderUrl: await orderStatusUrl(order.id, order.language),
      returnsUrl: siteUrl('returns', order.language),
    }),
  );
  await sendOnce(`order-${order.id}-artisan-new`, () => newOrderAlert({ order, settings: s, adminUrl: adminOrderUrl(order.id) }));
  if (order.stockShortfall) {
    await sendOnce(`order-${order.id}-artisan-shortfall`, () => shortfallAlert({ order, settings: s, adminUrl: adminOrderUrl(order.id) }));
  }
}

/**
 * Shipped, delivered, cancelled or refunded. A refund's marker carries the refunded total, so a second
 * partial refund mails again while the same refund redelivered does not.
 */
export async function mailOrderStatus(kind: StatusMailKind, order: OrderWithItems): Promise<boolean> {
  const suffix = kind === 'refunded' ? `refunded-${order.refundedCents ?? order.totalCents}` : kind;
  const settings = await getShopSettings();
  return sendOnce(`order-${order.id}-${suffix}`, async () => statusEmail(kind, order, settings, await orderStatusUrl(order.id, order.language)));
}


/** A payment dispute opened or closed: the artisan is alerted once per dispute and event kind. */
export async function mailDisputeAlert(orderId: number, dispute: { id: string; amount: number; reason: string }, status: string, closed: boolean): Promise<void> {
  const settings = await getShopSettings();
  await sendOnce(`dispute-${dispute.id}-${closed ? 'closed' : 'created'}`, () =>
    disputeAlert({ orderId, disputeId: dispute.id, status, amountCents: dispute.amount, reason: dispute.reason, settings, adminUrl: adminOrderUrl(orderId) }),
  );
}
