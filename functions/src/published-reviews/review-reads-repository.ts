import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { productReviewsPk, ratingKey, RATINGS_PK, type RatingRecord, type ReviewRecord } from './review-item';

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


/** Every piece's running rating (one Query on gsi3), by piece id; a piece whose reviews were all withdrawn counts 0. */
export async function listRatings(): Promise<Map<number, RatingRecord>> {
  const items = await queryAll<RatingRecord & { productId: number }>({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': RATINGS_PK },
  });
  return new Map(items.map((r) => [Number(r.productId), { ratingSum: Number(r.ratingSum ?? 0), ratingCount: Number(r.ratingCount ?? 0) }]));
}
