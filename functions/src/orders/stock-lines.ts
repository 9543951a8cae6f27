import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

/** One write of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A line of the order could not be reserved: the stock condition failed for this product. */
export class OutOfStockError extends Error {
  override name = 'OutOfStockError';
  constructor(readonly productId: number) {
    super(`Not enough stock for product ${productId}`);
  }
}
