import type { SandboxConfirm, SandboxConfirmResult } from '@crystal/shared/schemas/order';
import { amountDueCents } from '../order-item';
import { AppError, conflict, invalid } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import type { SandboxPayments } from '../../payment-adapters';
import { findOrderForSession } from '../order-service';

const CONFIRM_RATE = { scope: 'sandbox-confirm', limit: 30, windowSeconds: 600 };

/**
 * POST /api/sandbox/confirm: the TEST MODE card form's confirmation, for the session's own pending order.
 * The sandbox applies Stripe's test-card semantics, then delivers the same signed payment_intent event
 * Stripe would to the same webhook code path, so the whole post-payment pipeline (paid, cart cleared,
 * email; or stock released) runs locally. Without the sandbox (Stripe takes the money) there is no route.
 */
export async function confirmSandboxPayment(
  sandbox: SandboxPayments | undefined,
  sessionId: string,
  input: SandboxConfirm,
): Promise<SandboxConfirmResult> {
  if (!sandbox) throw new AppError('NOT_FOUND', 'No API route for /api/sandbox/confirm');
  await enforceRateLimit(CONFIRM_RATE, sessionId);
  const order = await findOrderForSession(sessionId, input.orderId);
  if (order.paymentIntentId !== sandbox.intentId(order.id) || !(await sandbox.verifyClientSecret(order.id, input.clientSecret))) {
    throw invalid('The payment client secret does not match this order');
  }
  if (order.status !== 'pending') {
    throw conflict(order.status === 'cancelled' ? 'This order can no longer be paid. Please check out again.' : 'This order has already been paid.');
  }
  // The card pays what a gift card left to pay (issue 49).
  return sandbox.confirm({ id: order.id, totalCents: amountDueCents(order) }, input.cardNumber);
}
