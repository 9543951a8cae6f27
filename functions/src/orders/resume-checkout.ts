import type { CheckoutResumed } from '@crystal/shared/schemas/checkout-resume';
import { nameWithChoices } from '@crystal/shared/product-choices';
import { addToCart, getCart } from '../cart';
import { AppError, notFound } from '../lib/errors';
import { verifyToken } from '../lib/links/signed-token';
import { getOrder } from './order-repository';

/** Whether adding failed for want of the piece (sold, retired, a value gone), not for a fault of ours. */
const unavailable = (error: unknown) => error instanceof AppError && ['CONFLICT', 'NOT_FOUND', 'INVALID_DATA'].includes(error.kind);

/**
 * A checkout reminder's link opened (issue 47 build 3): the order's pieces go into the opener's session
 * cart at today's prices and stock, through the cart's own add (the same checks as a click on "Add").
 * A piece that sold since comes back with what is left, or not at all, and is named in the answer. A
 * tampered, expired or unknown link is a 404. The order itself is left as it is.
 */
export async function resumeCheckout(sessionId: string, token: string): Promise<CheckoutResumed> {
  const subject = await verifyToken('checkout-resume', token);
  const id = subject && /^\d{1,12}$/.test(subject) ? Number(subject) : undefined;
  const order = id ? await getOrder(id) : undefined;
  if (!order) throw notFound('Checkout');
  const soldSince: CheckoutResumed['soldSince'] = [];
  // A gift card line (no piece) does not come back: its recipient and day are the giver's to choose again.
  for (const line of order.items.filter((l) => l.productId > 0)) {
    const request = {
      productId: line.productId,
      ...(line.options ? { options: line.options } : {}),
      ...(line.personalization ? { personalization: line.personalization } : {}),
    };
    let added = 0;
    // As many as are left, one at a time past the first try: a piece with fewer left comes back with those.
    try {
      await addToCart(sessionId, { ...request, quantity: line.quantity });
      added = line.quantity;
    } catch (error) {
      if (!unavailable(error)) throw error;
      for (let n = 0; n < line.quantity; n++) {
        try {
          await addToCart(sessionId, { ...request, quantity: 1 });
          added++;
        } catch (again) {
          if (!unavailable(again)) throw again;
          break;
        }
      }
    }
    const name = nameWithChoices((order.language === 'fr' && line.frName) || line.name, line.choices ?? [], order.language ?? 'en');
    if (added < line.quantity) soldSince.push({ name, wanted: line.quantity, added });
  }
  return { items: (await getCart(sessionId)).filter((i) => 'product' in i), soldSince };
}
