import { CARRIER_NAMES } from '@crystal/shared/carriers';
import { shopDateOf } from '@crystal/shared/shop-date';
import { numberLines, type OrderLineRecord, type OrderRecord } from '../orders';

/**
 * An order's parcels for its row of the orders CSV, one line of the cell each: "Parcel 1, 2026-11-29,
 * Canada Post 7023210039414604: 2 × Garnet Ring", then what is still to ship ("To ship: 1 × Peridot Twist
 * Bangle"). An order shipped whole before parcels existed gives its one carrier and number.
 */
export function orderShipmentsCell(order: OrderRecord, lines: readonly OrderLineRecord[]): string {
  const numbered = numberLines(lines);
  const name = (id: number) => numbered.find((l) => l.id === id)?.name ?? `line ${id}`;
  const parcels = order.shipments ?? [];
  if (!parcels.length) {
    return order.shippedAt && order.carrier ? `${shopDateOf(new Date(order.shippedAt))}, ${CARRIER_NAMES[order.carrier]} ${order.trackingNumber ?? ''}`.trim() : '';
  }
  const shipped = new Map<number, number>();
  const rows = parcels.map((p) => {
    for (const i of p.items) shipped.set(i.itemId, (shipped.get(i.itemId) ?? 0) + i.quantity);
    const what = p.items.map((i) => `${i.quantity} × ${name(i.itemId)}`).join(', ');
    return `Parcel ${p.id}, ${shopDateOf(new Date(p.shippedAt))}, ${CARRIER_NAMES[p.carrier]} ${p.trackingNumber}: ${what}`;
  });
  const left = numbered.filter((l) => l.quantity > (shipped.get(l.id) ?? 0)).map((l) => `${l.quantity - (shipped.get(l.id) ?? 0)} × ${l.name}`);
  return [...rows, ...(left.length ? [`To ship: ${left.join(', ')}`] : [])].join('\n');
}
