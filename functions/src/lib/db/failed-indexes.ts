import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** Which transaction items failed their condition (CancellationReasons is aligned with TransactItems). */
export function failedIndexes(error: TransactionCanceledException): number[] {
  return (error.CancellationReasons ?? []).flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}
