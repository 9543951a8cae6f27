import { centsToDecimalString } from '@crystal/shared/money';
import type { PaymentConfig, PaymentIntentResponse } from '@crystal/shared/schemas/order';
import { conflict } from '../lib/errors';
import { setPaymentIntentId } from '../orders/transitions/payment-transition-repository';
import { payableOrder } from '../orders/public/order-for-payment';
import { extendReservationForPayment } from '../orders/public/reservation-window';
import { paymentProvider } from './provider-from-env';

export function paymentConfig(): PaymentConfig {
  return {
    provider: paymentProvider.name,
    ...(paymentProvider.publishableKey ? { publishableKey: paymentProvider.publishableKey } : {}),
  };
}

/**
 * POST /api/create-payment-intent: the intent of the session's pending order. The amount is the stored
 * order total (a client's amount or currency is ignored), the idempotency key `order-<id>`, and the
 * intent id is kept on the order.
 */
export async function createPaymentIntent(sessionId: string, orderId: number): Promise<PaymentIntentResponse> {
  const order = await payableOrder(sessionId, orderId);
  const intent = await paymentProvider.createIntent({
    orderId: order.id,
    amountCents: order.totalCents,
    idempotencyKey: `order-${order.id}`,
  });
  if (!(await setPaymentIntentId(order.id, intent.id))) {
    throw conflict('This order already has a different payment. Please return to your cart and check out again.');
  }
  await extendReservationForPayment(order.id);
  return {
    clientSecret: intent.clientSecret,
    provider: paymentProvider.name,
    ...(paymentProvider.publishableKey ? { publishableKey: paymentProvider.publishableKey } : {}),
    orderId: order.id,
    amount: centsToDecimalString(order.totalCents),
    currency: 'cad',
  };
}
