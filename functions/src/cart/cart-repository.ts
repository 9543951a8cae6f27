import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../lib/db/client';
import { writeIf } from '../lib/db/write-if';
import { failedIndexes } from '../lib/db/failed-indexes';
import { countAll, queryAll } from '../lib/db/query-all';
import {
  cartExpiry,
  cartLineKey,
  cartProductIndexKey,
  cartVersionKey,
  sessionPk,
  type CartLineItem,
  type CartVersionItem,
  type GiftCardCartLineItem,
} from './cart-item';

/**
 * The session's cart lines, oldest first, and the cart's version (0 before its first line): one Query,
 * strongly consistent, so an add that lost a race sees the line that won it.
 */
export async function readCart(sessionId: string): Promise<{ lines: CartLineItem[]; giftLines: GiftCardCartLineItem[]; version: number }> {
  const items = await queryAll<CartLineItem | CartVersionItem | GiftCardCartLineItem>({
    ConsistentRead: true,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': sessionPk(sessionId), ':sk': 'CART#' },
  });
  const lines = items.filter((i): i is CartLineItem => i.type === 'cartItem').sort((a, b) => a.id - b.id);
  const giftLines = items.filter((i): i is GiftCardCartLineItem => i.type === 'giftCardLine').sort((a, b) => a.id - b.id);
  const version = items.find((i): i is CartVersionItem => i.type === 'cartVersion')?.version ?? 0;
  return { lines, giftLines, version };
}

/** The session's cart lines, oldest first (one Query). */
export async function listCartLines(sessionId: string): Promise<CartLineItem[]> {
  return (await readCart(sessionId)).lines;
}

export async function getCartLine(sessionId: string, itemId: number): Promise<CartLineItem | GiftCardCartLineItem | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: cartLineKey(sessionId, itemId) }));
  return out.Item as CartLineItem | GiftCardCartLineItem | undefined;
}

/** The cart's version moves from `seenVersion` to the next (a line added), or the transaction fails. */
function bumpVersion(sessionId: string, seenVersion: number, expiresAt: number) {
  return {
    Update: {
      TableName: tableName,
      Key: cartVersionKey(sessionId),
      UpdateExpression: 'SET #type = :type, version = :next, expiresAt = :exp',
      ConditionExpression: seenVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :seen',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'cartVersion',
        ':next': seenVersion + 1,
        ':exp': expiresAt,
        ...(seenVersion === 0 ? {} : { ':seen': seenVersion }),
      },
    },
  };
}

/**
 * Puts a new cart line and bumps the cart's version in one transaction, while the version is still
 * `seenVersion`; false when the cart changed meanwhile.
 */
async function putLineBumpingVersion(item: Record<string, unknown>, sessionId: string, seenVersion: number, expiresAt: number): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
          bumpVersion(sessionId, seenVersion, expiresAt),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && failedIndexes(error).includes(1)) return false;
    throw error;
  }
}

/** Adds a gift card line and bumps the cart's version, if it is still `seenVersion`; undefined when the cart changed meanwhile. */
export async function insertGiftCardLine(
  line: Pick<GiftCardCartLineItem, 'id' | 'sessionId' | 'giftCard'>,
  seenVersion: number,
): Promise<GiftCardCartLineItem | undefined> {
  const expiresAt = cartExpiry();
  const item: GiftCardCartLineItem = { ...cartLineKey(line.sessionId, line.id), type: 'giftCardLine', ...line, addedAt: new Date().toISOString(), expiresAt };
  return (await putLineBumpingVersion(item, line.sessionId, seenVersion, expiresAt)) ? item : undefined;
}

/**
 * Adds a line and bumps the cart's version in one transaction, if the version is still `seenVersion`
 * (what readCart gave). Undefined when the cart changed meanwhile: read it again.
 */
export async function insertCartLine(
  line: Pick<CartLineItem, 'id' | 'sessionId' | 'productId' | 'quantity' | 'lineKey' | 'options' | 'personalization'>,
  seenVersion: number,
): Promise<CartLineItem | undefined> {
  const now = new Date().toISOString();
  const expiresAt = cartExpiry();
  const item: CartLineItem = {
    ...cartLineKey(line.sessionId, line.id),
    ...cartProductIndexKey(line.productId, line.sessionId),
    type: 'cartItem',
    ...line,
    addedAt: now,
    updatedAt: now,
    expiresAt,
  };
  return (await putLineBumpingVersion(item, line.sessionId, seenVersion, expiresAt)) ? item : undefined;
}

/**
 * Sets a line's quantity. `expected` makes it a compare-and-set (two tabs adding the same piece at once
 * cannot lose an addition). Returns undefined when the line is gone or changed meanwhile.
 */
export async function setCartLineQuantity(
  sessionId: string,
  itemId: number,
  quantity: number,
  expected?: number,
): Promise<CartLineItem | undefined> {
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: cartLineKey(sessionId, itemId),
        UpdateExpression: 'SET quantity = :q, updatedAt = :now, expiresAt = :exp',
        ConditionExpression: expected === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND quantity = :expected',
        ExpressionAttributeValues: {
          ':q': quantity,
          ':now': new Date().toISOString(),
          ':exp': cartExpiry(),
          ...(expected === undefined ? {} : { ':expected': expected }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as CartLineItem;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/** Deletes one line of this session; false when the session has no such line. */
export async function deleteCartLine(sessionId: string, itemId: number): Promise<boolean> {
  return writeIf(
    new DeleteCommand({ TableName: tableName, Key: cartLineKey(sessionId, itemId), ConditionExpression: 'attribute_exists(pk)' }),
  );
}

/** Removes every line of the session's cart, gift cards too (BatchWrite, 25 at a time, unprocessed items retried). */
export async function clearCartLines(sessionId: string): Promise<number> {
  const cart = await readCart(sessionId);
  const lines = [...cart.lines, ...cart.giftLines];
  for (let i = 0; i < lines.length; i += 25) {
    let requests: Record<string, unknown>[] | undefined = lines
      .slice(i, i + 25)
      .map((l) => ({ DeleteRequest: { Key: { pk: l.pk, sk: l.sk } } }));
    for (let attempt = 0; requests?.length && attempt < 5; attempt++) {
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests as never } }));
      requests = out.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
    }
  }
  return lines.length;
}

/** How many live carts hold the piece (social proof counts real carts; one COUNT Query on gsi1, page by page). */
export function countCartsHolding(productId: number): Promise<number> {
  return countAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `CART_PRODUCT#${productId}`, ':now': Math.floor(Date.now() / 1000) },
    // TTL deletion lags; an expired line does not count.
    FilterExpression: 'expiresAt > :now',
  });
}

