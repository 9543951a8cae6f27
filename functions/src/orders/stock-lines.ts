import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../lib/db/client';
import { productKey } from '../catalog';

/** One write of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A line of the order could not be reserved: the stock condition failed for this product. */
export class OutOfStockError extends Error {
  override name = 'OutOfStockError';
  constructor(readonly productId: number) {
    super(`Not enough stock for product ${productId}`);
  }
}

/** Takes a line's quantity off the shelf, only while the piece is for sale and enough stock remains. */
export const reserveLine = (productId: number, quantity: number, now: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: productKey(productId),
    UpdateExpression: 'SET stockQuantity = stockQuantity - :q, updatedAt = :now ADD soldCount :q',
    ConditionExpression: 'attribute_exists(pk) AND isActive = :true AND stockQuantity >= :q',
    ExpressionAttributeValues: { ':q': quantity, ':now': now, ':true': true },
  },
});

/** Puts a line's quantity back on the shelf (the product must still exist). */
export const returnLine = (productId: number, quantity: number, now: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: productKey(productId),
    UpdateExpression: 'SET stockQuantity = stockQuantity + :q, updatedAt = :now ADD soldCount :minus',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':q': quantity, ':minus': -quantity, ':now': now },
  },
});
