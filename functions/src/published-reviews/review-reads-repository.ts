import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { productReviewsPk, ratingKey, type RatingRecord, type ReviewRecord } from './review-item';

/** The storefront's reads of reviews (the catalog function bundles these and no write). */

/** A piece's published reviews, newest first (one Query on gsi2). */
export async function listPublishedReviews(productId: number, limit = 100): Promise<ReviewRecord[]> {
  return queryAll<ReviewRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': productReviewsPk(productId) },
    ScanIndexForward: false,
    Limit: limit,
  });
}

export async function getRating(productId: number): Promise<RatingRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName, Key: ratingKey(productId) }));
  return out.Item ? { ratingSum: Number(out.Item.ratingSum ?? 0), ratingCount: Number(out.Item.ratingCount ?? 0) } : undefined;
}

