import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ReviewStatus } from '@crystal/shared/schemas/review';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { writeIf } from '../lib/db/write-if';
import { productReviewsPk, ratingKey, ratingSortKey, RATINGS_PK, reviewClaimKey, reviewKey, reviewStatusPk, type ReviewRecord } from '../published-reviews';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const cancelled = (e: unknown) => e instanceof TransactionCanceledException || (e as { name?: string })?.name === 'TransactionCanceledException';

/** Writes a new (pending) review with its link's claim in one transaction: false when the link was used already. */
export async function insertReview(review: ReviewRecord): Promise<boolean> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: { ...reviewClaimKey(review.orderId, review.productId), type: 'reviewClaim', reviewId: review.id, at: review.createdAt },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: tableName, Item: review, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    return true;
  } catch (e) {
    if (cancelled(e)) return false;
    throw e;
  }
}

export async function getReview(id: number): Promise<ReviewRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: reviewKey(id), ConsistentRead: true }));
  return out.Item as ReviewRecord | undefined;
}

/** Reviews by status, newest first (one Query on gsi1). */
export async function listReviewsByStatus(status: ReviewStatus, limit = 200): Promise<ReviewRecord[]> {
  return queryAll<ReviewRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': reviewStatusPk(status) },
    ScanIndexForward: false,
    Limit: limit,
  });
}

/**
 * Moves a review from one status to another, and the piece's running rating with it, in one
 * transaction conditional on the status read: false when it changed meanwhile.
 */
export async function moveReview(review: ReviewRecord, to: ReviewStatus, now: string): Promise<boolean> {
  const from = review.status;
  const publish = to === 'published';
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName,
        Key: reviewKey(review.id),
        UpdateExpression: publish
          ? 'SET #s = :to, gsi1pk = :g1, updatedAt = :now, gsi2pk = :g2, gsi2sk = :g2sk'
          : 'SET #s = :to, gsi1pk = :g1, updatedAt = :now REMOVE gsi2pk, gsi2sk',
        ConditionExpression: '#s = :from',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':to': to,
          ':from': from,
          ':g1': reviewStatusPk(to),
          ':now': now,
          ...(publish ? { ':g2': productReviewsPk(review.productId), ':g2sk': review.gsi1sk } : {}),
        },
      },
    },
  ];
  const delta = publish ? 1 : from === 'published' ? -1 : 0;
  if (delta !== 0) {
    items.push({
      Update: {
        TableName: tableName,
        Key: ratingKey(review.productId),
        UpdateExpression: 'SET #t = :type, productId = :id, gsi3pk = :g3, gsi3sk = :g3sk ADD ratingSum :sum, ratingCount :count',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: {
          ':type': 'rating',
          ':id': review.productId,
          ':g3': RATINGS_PK,
          ':g3sk': ratingSortKey(review.productId),
          ':sum': delta * review.rating,
          ':count': delta,
        },
      },
    });
  }
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (e) {
    if (cancelled(e)) return false;
    throw e;
  }
}

/** Sets her reply (the buyer's fields are never written again). */
export async function setReply(id: number, reply: string, now: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: tableName,
      Key: reviewKey(id),
      UpdateExpression: 'SET reply = :reply, repliedAt = :now, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':reply': reply, ':now': now },
    }),
  );
}
