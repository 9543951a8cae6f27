import { trackingUrl } from '@crystal/shared/carriers';
import type { CreateShipment } from '@crystal/shared/schemas/shipments';
import { shippedLines } from '@crystal/shared/order-ships';
import { conflict, invalid } from '../../lib/errors';
import { numberLines, type OrderWithItems, type ShipmentRecord } from '../order-item';

/** How many units of each line (by its stable id) have left in a parcel. */
export function shippedByLine(order: Pick<OrderWithItems, 'shipments'>): Map<number, number> {
  const shipped = new Map<number, number>();
  for (const s of order.shipments ?? []) for (const i of s.items) shipped.set(i.itemId, (shipped.get(i.itemId) ?? 0) + i.quantity);
  return shipped;
}

/**
 * The lines still to ship, with how many of each: everything an order shipped whole before shipments existed
 * has left. A gift card is never one: the shop emails it on its day.
 */
export function linesToShip(order: OrderWithItems): { itemId: number; quantity: number }[] {
  if (order.status === 'shipped' || order.status === 'delivered') return [];
  const shipped = shippedByLine(order);
  return shippedLines(numberLines(order.items))
    .map((line) => ({ itemId: line.id, quantity: line.quantity - (shipped.get(line.id) ?? 0) }))
    .filter((l) => l.quantity > 0);
}

/** A made-to-order line she has not marked made yet. */
export const awaitsMaking = (order: OrderWithItems, line: { id: number; madeToOrder?: unknown }) =>
  Boolean(line.madeToOrder) && !(order.madeItemIds ?? []).includes(line.id);

/**
 * The next parcel of an order, checked against what is left of each line: a line it does not have, or
 * more units than are left, is a 400 naming the line; a made-to-order line not marked made is a 409 unless
 * she confirms it is ready. `completes` says whether the parcel takes the last of every line.
 */
export function planShipment(order: OrderWithItems, input: CreateShipment, now: Date): { shipment: ShipmentRecord; completes: boolean } {
  const lines = new Map(numberLines(order.items).map((l) => [l.id, l]));
  const left = new Map(linesToShip(order).map((l) => [l.itemId, l.quantity]));
  for (const [n, item] of input.items.entries()) {
    const line = lines.get(item.itemId);
    if (!line) throw invalid(`Order #${order.id} has no line ${item.itemId}`, [{ path: `items.${n}.itemId`, message: `No line ${item.itemId} in this order` }]);
    if (line.giftCard) {
      const message = 'A gift card is emailed to its recipient on its day: it never goes in a parcel';
      throw invalid(message, [{ path: `items.${n}.itemId`, message }]);
    }
    const most = left.get(item.itemId) ?? 0;
    if (item.quantity > most) {
      const message = most === 0 ? `${line.name} has already shipped` : `Ship at most ${most} of ${line.name}`;
      throw invalid(message, [{ path: `items.${n}.quantity`, message }]);
    }
    if (awaitsMaking(order, line) && !input.confirmNotMade) {
      throw conflict(`${line.name} is made to order and not marked made yet (estimated ${line.madeToOrder!.shipBy}). Mark it made, or confirm it is ready to ship.`);
    }
  }
  const url = trackingUrl(input.carrier, input.trackingNumber);
  const shipment: ShipmentRecord = {
    id: (order.shipments?.length ?? 0) + 1,
    items: input.items.map(({ itemId, quantity }) => ({ itemId, quantity })).sort((a, b) => a.itemId - b.itemId),
    carrier: input.carrier,
    trackingNumber: input.trackingNumber,
    ...(url ? { trackingUrl: url } : {}),
    shippedAt: now.toISOString(),
  };
  const completes = [...left].every(([itemId, quantity]) => (input.items.find((i) => i.itemId === itemId)?.quantity ?? 0) === quantity);
  return { shipment, completes };
}

/** The same parcel asked again (a double press, a retried request): same carrier, tracking and lines. */
export function sameParcel(order: Pick<OrderWithItems, 'shipments'>, input: CreateShipment): ShipmentRecord | undefined {
  const items = JSON.stringify(input.items.map(({ itemId, quantity }) => ({ itemId, quantity })).sort((a, b) => a.itemId - b.itemId));
  return order.shipments?.find((s) => s.carrier === input.carrier && s.trackingNumber === input.trackingNumber && JSON.stringify(s.items) === items);
}
