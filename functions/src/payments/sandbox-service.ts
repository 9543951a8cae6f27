import type { SandboxConfirm, SandboxConfirmResult } from '@crystal/shared/schemas/order';
import { AppError, conflict, invalid } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { findOrderForSession } from '../orders/public/order-for-payment';
import { deliverSandboxEvent } from '../webhooks/public/deliver-sandbox-event';
import { sandbox } from './provider-from-env';
import { cardOutcome } from './test-cards';

const CONFIRM_RATE = { scope: 'sandbox-confirm', limit: 30, windowSeconds: 600 };

/**
 * POST /api/sandbox/confirm: the TEST MODE card form's confirmation. Applies Stripe's test-card semantics,
 * then delivers the same signed payment_intent event Stripe would to the same webhook code path, so the
 * whole post-payment pipeline (paid, cart cleared, email; or stock released) runs locally.
 */
export async function confirmSandboxPayment(sessionId: string, input: SandboxConfirm): Promise<SandboxConfirmResult> {
  if (!sandbox) throw new AppError('NOT_FOUND', 'No API route for /api/sandbox/confirm');
  await enforceRateLimit(CONFIRM_RATE, sessionId);
  const order = await findOrderForSession(sessionId, input.orderId);
  const intentId = sandbox.intentId(order.id);
  if (order.paymentIntentId !== intentId || !(await sandbox.verifyClientSecret(order.id, input.clientSecret))) {
    throw invalid('The payment client secret does not match this order');
  }
  if (order.status !== 'pending') {
    throw conflict(order.status === 'cancelled' ? 'This order can no longer be paid. Please check out again.' : 'This order has already been paid.');
  }
  const outcome = cardOutcome(input.cardNumber);
  const intent = {
    id: intentId,
    object: 'payment_intent',
    amount: order.totalCents,
    amount_received: outcome.ok ? order.totalCents : 0,
    currency: 'cad',
    livemode: false,
    status: outcome.ok ? 'succeeded' : 'requires_payment_method',
    metadata: { orderId: String(order.id) },
    last_payment_error: outcome.ok
      ? null
      : { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode ?? null, message: outcome.message },
  };
  if (outcome.ok || outcome.webhook) {
    await deliverSandboxEvent(outcome.ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
  }
  if (outcome.ok) return { status: 'succeeded', orderId: order.id };
  return {
    status: 'requires_payment_method',
    orderId: order.id,
    error: {
      type: 'card_error',
      code: outcome.code,
      ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
      message: outcome.message,
    },
  };
}
