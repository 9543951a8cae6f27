import { centsToDecimalString } from '@crystal/shared/money';
import type { PaymentIntentResponse } from '@crystal/shared/schemas/order';
import { conflict } from '../../lib/errors';
import type { PaymentProvider } from '../../payment-adapters';
import { payableOrder } from '../order-service';
import { extendReservationForPayment } from '../reservation-window';
import { amountDueCents } from '../order-item';
import { setPaymentIntentId } from '../transitions/payment-transition-repository';

/**
 * POST /api/create-payment-intent: the intent of the session's pending order, from the payment port the
 * function was wired with. The amount is the stored order total (a client's amount or currency is
 * ignored), the idempotency key `order-<id>`, and the intent id is kept on the order.
 */
export async function createPaymentIntent(payments: PaymentProvider, sessionId: string, orderId: number): Promise<PaymentIntentResponse> {
  const order = await payableOrder(sessionId, orderId);
  const intent = await payments.createIntent({
    orderId: order.id,
    amountCents: amountDueCents(order),
    idempotencyKey: `order-${order.id}`,
  });
  if (!(await setPaymentIntentId(order.id, intent.id))) {
    throw conflict('This order already has a different payment. Please return to your cart and check out again.');
  }
  await extendReservationForPayment(order.id);
  return {
    clientSecret: intent.clientSecret,
    provider: payments.name,
    ...(payments.publishableKey ? { publishableKey: payments.publishableKey } : {}),
    orderId: order.id,
    amount: centsToDecimalString(amountDueCents(order)),
    currency: 'cad',
  };
}
