import { shippedLines } from '@crystal/shared/order-ships';
import type { OrderWithItems } from '../order-item';
import { orderMail } from './order-mail-messages';

/**
 * The confirmation's delivery paragraph, per kind of line (issue 44 build 4): the shop's dispatch estimate
 * (its setting) speaks only for ready-made pieces; a made-to-order line's own ship-by date, printed beside
 * it, speaks for that line. An order of made-to-order pieces alone never reads "Ships within 3 business days".
 * Gift cards are mailed, not shipped: they are not counted, and an order of cards alone has no paragraph.
 */
export function deliveryTexts(order: Pick<OrderWithItems, 'items' | 'language'>, estimate: string): string[] {
  const lang = order.language ?? 'en';
  const shipped = shippedLines(order.items);
  if (!shipped.length) return [];
  const made = shipped.filter((line) => line.madeToOrder).length;
  if (made === 0) return [estimate];
  const madeText = orderMail(lang, 'madeToOrderShips');
  if (made === shipped.length) return [madeText];
  return [orderMail(lang, 'readyPieces', { estimate }), madeText];
}
