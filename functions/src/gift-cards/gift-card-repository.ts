import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { lastFourOf } from '@crystal/shared/gift-card-code';
import type { Language } from '@crystal/shared/schemas/language';
import { db, tableName } from '../lib/db/client';
import { failedIndexes } from '../lib/db/failed-indexes';
import { nextId } from '../lib/db/next-id';
import { queryAll } from '../lib/db/query-all';
import { writeIf } from '../lib/db/write-if';
import {
  dueSortKey,
  GIFT_CARD_DUE_PK,
  giftCardKey,
  giftCodeKey,
  giftIssueKey,
  listSortKey,
  type GiftCardRecord,
  type GiftCodeRecord,
} from './gift-card-item';
import { hashGiftCardCode, newGiftCardCode, sealGiftCardCode } from './gift-card-secret';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type NewGiftCard = {
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  message?: string;
  giverName?: string;
  deliverOn: string;
  language: Language;
  orderId?: number;
  orderLineSk?: string;
  reason?: string;
};

/**
 * Issues one card: the card, its code's pointer and (for a paid order's line) the line's claim, in one
 * transaction. Undefined when the line's card was issued already (a replayed payment event). The code
 * is returned only to the caller that made it, and is never logged.
 */
export async function issueGiftCard(input: NewGiftCard, now = new Date().toISOString()): Promise<{ card: GiftCardRecord; code: string } | undefined> {
  const id = await nextId('giftCard');
  const code = newGiftCardCode();
  const card: GiftCardRecord = {
    ...giftCardKey(id),
    type: 'giftCard',
    id,
    codeSealed: await sealGiftCardCode(code),
    last4: lastFourOf(code),
    status: 'active',
    initialCents: input.amountCents,
    balanceCents: input.amountCents,
    currency: 'CAD',
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    ...(input.message ? { message: input.message } : {}),
    ...(input.giverName ? { giverName: input.giverName } : {}),
    deliverOn: input.deliverOn,
    language: input.language,
    ...(input.orderId ? { orderId: input.orderId, orderLineSk: input.orderLineSk } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
    issuedAt: now,
    gsi1pk: GIFT_CARD_DUE_PK,
    gsi1sk: dueSortKey(input.deliverOn, id),
    gsi2pk: 'GIFTCARDS',
    gsi2sk: listSortKey(now, id),
  };
  const pointer: GiftCodeRecord = { ...giftCodeKey(await hashGiftCardCode(code)), type: 'giftCode', cardId: id };
  const claim = input.orderId && input.orderLineSk ? [{ Put: { TableName: tableName, Item: { ...giftIssueKey(input.orderId, input.orderLineSk), type: 'giftIssue', cardId: id, issuedAt: now }, ConditionExpression: 'attribute_not_exists(pk)' } }] : [];
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          ...claim,
          { Put: { TableName: tableName, Item: card, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName, Item: pointer, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && claim.length && failedIndexes(error).includes(0)) return undefined;
    throw error;
  }
  return { card, code };
}

export async function getGiftCard(id: number): Promise<GiftCardRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: giftCardKey(id), ConsistentRead: true }));
  return out.Item as GiftCardRecord | undefined;
}

/** The card a (normalized) code opens: two GetItems, the pointer then the card. */
export async function findGiftCardByCode(code: string): Promise<GiftCardRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: giftCodeKey(await hashGiftCardCode(code)) }));
  const pointer = out.Item as GiftCodeRecord | undefined;
  return pointer ? getGiftCard(pointer.cardId) : undefined;
}

/**
 * Takes `cents` off an enabled card, in the order's transaction: the condition `balanceCents >= cents`
 * is what keeps simultaneous orders from ever overdrawing it.
 */
export function spendGiftCardItem(cardId: number, cents: number, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: giftCardKey(cardId),
      UpdateExpression: 'SET balanceCents = balanceCents - :c, lastUsedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND #status = :active AND balanceCents >= :c',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':c': cents, ':now': now, ':active': 'active' },
    },
  };
}

/** Gives `cents` back to the card (an unpaid order released, a refund's card part), in the caller's transaction. */
export function giveBackGiftCardItem(cardId: number, cents: number, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: giftCardKey(cardId),
      UpdateExpression: 'SET balanceCents = balanceCents + :c, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':c': cents, ':now': now },
    },
  };
}

/** Every card, newest first (one Query on gsi2, page by page). */
export async function listGiftCards(): Promise<GiftCardRecord[]> {
  return queryAll<GiftCardRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': 'GIFTCARDS' },
    ScanIndexForward: false,
  });
}

/** The undelivered cards due on or before `date` (YYYY-MM-DD): one Query of the sparse due index. */
export async function listDueGiftCards(date: string): Promise<GiftCardRecord[]> {
  return queryAll<GiftCardRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :next',
    ExpressionAttributeValues: { ':pk': GIFT_CARD_DUE_PK, ':next': `${date}#~` },
  });
}

/** Claims the card's delivery mail (once): it leaves the due index. False when claimed already or disabled. */
export function claimGiftCardDelivery(id: number, now: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: giftCardKey(id),
      UpdateExpression: 'SET deliveredAt = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deliveredAt) AND #status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':now': now, ':active': 'active' },
    }),
  );
}

/** Gives a claim back when its mail could not go: the next run sends it. */
export function releaseGiftCardDelivery(card: GiftCardRecord): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: giftCardKey(card.id),
      UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk REMOVE deliveredAt',
      ConditionExpression: 'attribute_exists(deliveredAt)',
      ExpressionAttributeValues: { ':pk': GIFT_CARD_DUE_PK, ':sk': dueSortKey(card.deliverOn, card.id) },
    }),
  );
}

/** Disables an enabled card; false when it was disabled already (or does not exist). */
export function disableGiftCard(id: number, reason: string, now: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: giftCardKey(id),
      UpdateExpression: 'SET #status = :disabled, disabledAt = :now, disabledReason = :reason REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk) AND #status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':disabled': 'disabled', ':active': 'active', ':now': now, ':reason': reason },
    }),
  );
}

/** A corrected recipient, only while the card is not delivered yet. */
export function correctGiftCardRecipient(id: number, fields: { recipientName?: string; recipientEmail?: string }, now: string): Promise<boolean> {
  const set = Object.entries(fields).filter(([, v]) => v !== undefined);
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: giftCardKey(id),
      UpdateExpression: `SET updatedAt = :now${set.map(([k]) => `, ${k} = :${k}`).join('')}`,
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deliveredAt) AND #status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':now': now, ':active': 'active', ...Object.fromEntries(set.map(([k, v]) => [`:${k}`, v])) },
    }),
  );
}

/**
 * A refund's card part back on the card (issue 49, decision 0118): the balance raised by `cents` with a
 * conditional write, in one transaction with the refund's claim `GIFTREFUND#<key>`, so a retried refund
 * restores nothing twice. False when this refund was given back already.
 */
export async function restoreGiftCardBalance(cardId: number, cents: number, key: string, now: string): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: { pk: `GIFTREFUND#${key}`, sk: 'REFUND', type: 'giftRefund', cardId, cents, at: now }, ConditionExpression: 'attribute_not_exists(pk)' } },
          giveBackGiftCardItem(cardId, cents, now),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && failedIndexes(error).includes(0)) return false;
    throw error;
  }
}

/** The card a paid order's gift card line issued (its claim `GIFTISSUE#<order>` / line), if any. */
export async function cardOfOrderLine(orderId: number, lineSk: string): Promise<GiftCardRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: giftIssueKey(orderId, lineSk), ConsistentRead: true }));
  const claim = out.Item as { cardId: number } | undefined;
  return claim ? getGiftCard(claim.cardId) : undefined;
}

/** Disables a card only while nothing of it was spent (its balance is still its amount); false otherwise. */
export function disableUnspentGiftCard(id: number, reason: string, now: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: giftCardKey(id),
      UpdateExpression: 'SET #status = :disabled, disabledAt = :now, disabledReason = :reason REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk) AND #status = :active AND balanceCents = initialCents',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':disabled': 'disabled', ':active': 'active', ':now': now, ':reason': reason },
    }),
  );
}
