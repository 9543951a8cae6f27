import { orderStatusUrl } from '../../lib/links/email-links';
import { sendOnce } from '../../lib/mail/send-once';
import { getShopSettings } from '../../settings';
import type { OrderWithItems, ShipmentRecord } from '../order-item';
import { shipmentEmail } from './shipment-email';

/**
 * The shopper's mail for a parcel, sent once per parcel: `order-12-shipped` when one parcel took the whole
 * order (as before parcels existed), `order-12-shipped-2` for each parcel of an order shipped in parts.
 */
export async function mailShipment(order: OrderWithItems, shipment: ShipmentRecord): Promise<boolean> {
  const whole = shipment.id === 1 && order.status === 'shipped' && (order.shipments?.length ?? 0) === 1;
  const key = whole ? `order-${order.id}-shipped` : `order-${order.id}-shipped-${shipment.id}`;
  const settings = await getShopSettings();
  return sendOnce(key, async () => shipmentEmail(order, shipment, settings, await orderStatusUrl(order.id, order.language), key));
}
