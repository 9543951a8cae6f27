import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/client';
import { invalid } from '../../lib/errors';
import type { RefundInput, RefundProvider } from '../refund-port';
import { sendSandboxEvent, type SandboxWiring } from './sandbox-event';

const refundPk = (orderId: number) => `REFUND#${orderId}`;
const refundKey = (orderId: number, idempotencyKey: string) => ({ pk: refundPk(orderId), sk: `REFUND#${idempotencyKey}` });

/** Everything the sandbox refunded on one payment of the order so far (Stripe's `amount_refunded` of its charge). */
async function refundedTotal(orderId: number, paymentIntentId: string | undefined): Promise<number> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :refund)',
      ExpressionAttributeValues: { ':pk': refundPk(orderId), ':refund': 'REFUND#' },
      ProjectionExpression: 'amountCents, paymentIntentId',
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).filter((i) => (i.paymentIntentId ?? null) === (paymentIntentId ?? null)).reduce((sum, i) => sum + Number(i.amountCents ?? 0), 0);
}

/**
 * The `charge.refunded` event Stripe sends after a refund of a card payment: the charge with its refunded
 * total. Its id is the refund's own, so a refund's event is applied once however often it is delivered.
 */
function chargeRefundedEvent(wiring: SandboxWiring, { orderId, paymentIntentId }: RefundInput, refundId: string) {
  return async () => {
    const amountRefunded = await refundedTotal(orderId, paymentIntentId);
    const charge = {
      id: `ch_sandbox_${orderId}_${paymentIntentId ?? 'none'}`,
      object: 'charge',
      payment_intent: paymentIntentId,
      amount_refunded: amountRefunded,
      currency: 'cad',
      metadata: { orderId: String(orderId) },
    };
    return sendSandboxEvent(wiring, 'charge.refunded', charge, `evt_${refundId}`);
  };
}

/**
 * The sandbox's refunds (TEST MODE, no money moves): one refund record per idempotency key (an order can
 * be refunded in parts), written once with a condition, so a retried refund finds and returns the first
 * one, as Stripe's idempotency keys do. Like Stripe, a refund of a card payment is followed by a signed
 * `charge.refunded` event, delivered through what it was handed at its entry point.
 */
export function sandboxRefunds(wiring: SandboxWiring): RefundProvider {
  return {
    name: 'sandbox',
    async refund(input) {
      const { orderId, paymentIntentId, amountCents, chargedCents, idempotencyKey } = input;
      let refundId = `re_sandbox_${orderId}_${idempotencyKey.replace(/\W/g, '')}`;
      const record = {
        ...refundKey(orderId, idempotencyKey),
        type: 'refund',
        refundId,
        orderId,
        paymentIntentId: paymentIntentId ?? null,
        amountCents,
        idempotencyKey,
        createdAt: new Date().toISOString(),
      };
      try {
        // Like Stripe, the payment's refunds never exceed what it took: the refund and the charge's
        // refunded total are written together, the total only while it stays within the charge.
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(pk)' } },
              {
                Update: {
                  TableName: tableName,
                  Key: chargeKey(orderId, paymentIntentId),
                  UpdateExpression: 'SET refundedCents = if_not_exists(refundedCents, :zero) + :amount, chargedCents = if_not_exists(chargedCents, :charged)',
                  ConditionExpression: '(attribute_not_exists(refundedCents) AND :amount <= :charged) OR refundedCents <= :maxBefore',
                  ExpressionAttributeValues: { ':zero': 0, ':amount': amountCents, ':charged': chargedCents, ':maxBefore': chargedCents - amountCents },
                },
              },
            ],
          }),
        );
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const existing = await db.send(new GetCommand({ TableName: tableName, Key: refundKey(orderId, idempotencyKey), ConsistentRead: true }));
        // Stripe's answer to a refund over what is left on the charge.
        if (!existing.Item) throw invalid(`Refund of ${amountCents} cents is more than what is left on the payment (sandbox)`);
        refundId = String(existing.Item.refundId ?? refundId);
      }
      // An order marked paid by hand has no card payment, so no charge and no event.
      return paymentIntentId ? { refundId, deliverEvent: chargeRefundedEvent(wiring, input, refundId) } : { refundId };
    },
  };
}

/**
 * The sandbox's charge of one payment of an order (a quote's deposit and balance are two): what it took and
 * what has been refunded of it (Stripe's `amount_refunded`).
 */
const chargeKey = (orderId: number, paymentIntentId: string | undefined) => ({ pk: refundPk(orderId), sk: `CHARGE#${paymentIntentId ?? 'none'}` });

/** What the sandbox refunded on the order's charges, all of them or one payment's, as the provider records it. */
export async function sandboxRefundedCents(orderId: number, paymentIntentId?: string): Promise<number> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :charge)',
      ExpressionAttributeValues: { ':pk': refundPk(orderId), ':charge': paymentIntentId === undefined ? 'CHARGE#' : `CHARGE#${paymentIntentId}` },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).reduce((sum, i) => sum + Number(i.refundedCents ?? 0), 0);
}
