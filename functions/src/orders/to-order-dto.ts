import { centsToDecimalString } from '@crystal/shared/money';
import type { Order } from '@crystal/shared/schemas/order';
import { amountDueCents, numberLines, type OrderWithItems } from './order-item';
import { toFulfilment } from './to-fulfilment';
import { shippedByLine } from './shipments/plan-shipment';
import { CARRIER_NAMES } from '@crystal/shared/carriers';
import type { Shipment } from '@crystal/shared/schemas/order';
import type { ShipmentRecord } from './order-item';

/** A parcel as the API gives it, with its carrier's name. */
export const toShipmentDto = (s: ShipmentRecord): Shipment => ({
  id: s.id,
  items: s.items,
  carrier: s.carrier,
  carrierName: CARRIER_NAMES[s.carrier],
  trackingNumber: s.trackingNumber,
  ...(s.trackingUrl ? { trackingUrl: s.trackingUrl } : {}),
  shippedAt: s.shippedAt,
});

/** The order as the API gives it: money as decimal strings, addresses as the section 3 texts. */
export function toOrderDto(order: OrderWithItems): Order {
  const shipped = shippedByLine(order);
  return {
    id: order.id,
    status: order.status,
    currency: order.currency,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    customerName: [order.firstName, order.lastName].filter(Boolean).join(' '),
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    province: order.province,
    items: numberLines(order.items).map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.name,
      imageUrl: i.imageUrl,
      quantity: i.quantity,
      price: centsToDecimalString(i.priceCents),
      lineTotal: centsToDecimalString(i.priceCents * i.quantity),
      ...(i.discounted === false ? { discounted: false as const } : {}),
      ...(i.frName ? { translations: { fr: { name: i.frName } } } : {}),
      ...(i.options ? { options: i.options } : {}),
      ...(i.personalization ? { personalization: i.personalization } : {}),
      ...(i.choices ? { choices: i.choices } : {}),
      ...(i.madeToOrder ? { madeToOrder: i.madeToOrder } : {}),
      ...(i.giftCard ? { giftCard: { amount: centsToDecimalString(i.priceCents), ...i.giftCard } } : {}),
      ...(i.madeToOrder && order.madeItemIds?.includes(i.id) ? { made: true } : {}),
      ...(shipped.get(i.id) ? { shippedQuantity: shipped.get(i.id) } : {}),
    })),
    subtotal: centsToDecimalString(order.subtotalCents),
    discount: centsToDecimalString(order.discountCents),
    ...(order.discountSource ? { discountSource: order.discountSource } : {}),
    ...(order.discountCode ? { discountCode: order.discountCode } : {}),
    ...(order.discountFreeShipping ? { discountFreeShipping: true as const } : {}),
    shipping: centsToDecimalString(order.shippingCents),
    taxLines: order.taxLines.map((t) => ({ name: t.name, label: t.label, amount: centsToDecimalString(t.amountCents) })),
    tax: centsToDecimalString(order.taxCents),
    totalAmount: centsToDecimalString(order.totalCents),
    // Issue 49: what a gift card paid, and what is left for the card payment ("0.00": paid in full).
    giftCardAmount: centsToDecimalString(order.giftCardCents ?? 0),
    amountDue: centsToDecimalString(amountDueCents(order)),
    ...(order.giftCardLast4 ? { giftCardLast4: order.giftCardLast4 } : {}),
    ...(order.giftCardsCents ? { giftCardsTotal: centsToDecimalString(order.giftCardsCents) } : {}),
    createdAt: order.createdAt,
    ...(order.paidAt ? { paidAt: order.paidAt } : {}),
    ...(order.giftNote ? { giftNote: order.giftNote } : {}),
    ...(order.quoteId
      ? { quoteId: order.quoteId, amountPaid: centsToDecimalString(order.paidCents ?? 0), balanceDue: centsToDecimalString(order.balanceDueCents ?? 0) }
      : {}),
    ...(order.shipments?.length ? { shipments: order.shipments.map(toShipmentDto) } : {}),
    // Shipped (carrier, tracking link), delivered, refunded: the status page's timeline.
    ...shopperFulfilment(order),
  };
}

/** The fulfilment fields a shopper sees (a dispute flag is the artisan's alone). */
function shopperFulfilment(order: OrderWithItems) {
  const { disputeStatus: _dispute, ...rest } = toFulfilment(order);
  return rest;
}
