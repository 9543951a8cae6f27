import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { LOCAL_WEBHOOK_SECRET } from './local-config';

/**
 * Emits a signed Stripe event to the running local shop, as Stripe's dashboard would, so refunds and
 * disputes run offline:
 *   npm run sandbox-event -- charge.refunded <orderId> <refunded total, e.g. 25.00>
 *   npm run sandbox-event -- charge.dispute.created <orderId> <amount> [reason]
 *   npm run sandbox-event -- charge.dispute.closed <orderId> <amount> [won|lost]
 * PORT (default 3000) picks the shop. The sandbox's payment intent of order N is pi_sandbox_N.
 */
const [type, orderArg, amountArg, extra] = process.argv.slice(2);
const TYPES = ['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed'];
const orderId = Number(orderArg);
const cents = Math.round(Number(amountArg) * 100);
if (!type || !TYPES.includes(type) || !Number.isSafeInteger(orderId) || orderId < 1 || !Number.isFinite(cents) || cents < 1) {
  console.error(`Usage: npm run sandbox-event -- <${TYPES.join('|')}> <orderId> <amount> [reason|won|lost]`);
  process.exit(2);
}
const intent = `pi_sandbox_${orderId}`;
const object =
  type === 'charge.refunded'
    ? { id: `ch_sandbox_${orderId}`, object: 'charge', payment_intent: intent, amount_refunded: cents, currency: 'cad' }
    : {
        id: `dp_sandbox_${orderId}`,
        object: 'dispute',
        payment_intent: intent,
        amount: cents,
        currency: 'cad',
        reason: type === 'charge.dispute.created' ? (extra ?? 'fraudulent') : 'fraudulent',
        status: type === 'charge.dispute.closed' ? (extra ?? 'won') : 'needs_response',
      };
const payload = JSON.stringify({
  id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
  object: 'event',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  type,
  data: { object },
});
const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
const res = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/webhooks/stripe`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  body: payload,
});
console.log(`${type} for order #${orderId}: ${res.status} ${await res.text()}`);
