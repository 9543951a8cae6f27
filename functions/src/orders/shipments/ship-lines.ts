import type { CreateShipment } from '@crystal/shared/schemas/shipments';
import { conflict, notFound } from '../../lib/errors';
import { numberLines, type OrderWithItems, type ShipmentRecord } from '../order-item';
import { getOrder } from '../order-repository';
import { mailShipment } from './mail-shipment';
import { awaitsMaking, linesToShip, planShipment, sameParcel } from './plan-shipment';
import { appendShipment, setLineMade } from './shipment-repository';

const SHIPPABLE = ['paid', 'partially_shipped'] as const;

async function load(id: number): Promise<OrderWithItems> {
  const order = await getOrder(id);
  if (!order) throw notFound('Order');
  return order;
}

/**
 * Ships the lines that are ready in one parcel with its carrier and tracking (issue 45 build 1): the order
 * reads partially_shipped until the parcel that takes the last of every line, then shipped. The shopper is
 * mailed once per parcel, with what it holds and what is still being made. The same parcel asked again
 * changes and mails nothing; two parcels at once are serialised by the order's parcel count.
 */
export async function shipLines(id: number, input: CreateShipment): Promise<{ order: OrderWithItems; shipment: ShipmentRecord; created: boolean }> {
  const order = await load(id);
  const again = sameParcel(order, input);
  if (again) return { order, shipment: again, created: false };
  if (!(SHIPPABLE as readonly string[]).includes(order.status)) throw conflict(`Order #${id} is ${order.status}: only a paid order can be shipped`);
  const { shipment, completes } = planShipment(order, input, new Date());
  const to = completes ? 'shipped' : 'partially_shipped';
  if (!(await appendShipment(id, order.status, to, shipment, order.shipments?.length ?? 0))) {
    // The same parcel, asked twice at once, was recorded by the other request: that is the same outcome.
    const now = await load(id);
    const recorded = sameParcel(now, input);
    if (recorded) return { order: now, shipment: recorded, created: false };
    throw conflict(`Order #${id} changed meanwhile. Reload and try again.`);
  }
  const after = await load(id);
  await mailShipment(after, shipment);
  return { order: after, shipment, created: true };
}

/**
 * "Mark shipped": everything still to ship, in one parcel. A made-to-order line not marked made stops it
 * (409): she ships the other lines as a parcel of their own, or marks it made.
 */
export async function shipTheRest(order: OrderWithItems, carrier: CreateShipment['carrier'], trackingNumber: string): Promise<OrderWithItems> {
  const items = linesToShip(order);
  if (!items.length) return order;
  return (await shipLines(order.id, { items, carrier, trackingNumber })).order;
}

/** Marks a made-to-order line made (ready to ship), or not yet, while the order has it to ship. */
export async function markLineMade(id: number, itemId: number, made: boolean): Promise<OrderWithItems> {
  const order = await load(id);
  const line = numberLines(order.items).find((l) => l.id === itemId);
  if (!line) throw notFound('Order line');
  if (!line.madeToOrder) throw conflict(`${line.name} is not made to order: it is ready to ship as it is`);
  const ids = new Set(order.madeItemIds ?? []);
  if (made === ids.has(itemId) || (made && !awaitsMaking(order, line))) return order;
  if (made) ids.add(itemId);
  else ids.delete(itemId);
  if (!(await setLineMade(id, [...ids].sort((a, b) => a - b), ['paid', 'partially_shipped']))) {
    throw conflict(`Order #${id} is ${order.status}: its lines can no longer change`);
  }
  return load(id);
}
