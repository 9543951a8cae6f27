import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { CategoryTranslation, ProductTranslation } from '@crystal/shared/schemas/translation';
import { db, tableName } from '../lib/db/client';
import { queryAll } from '../lib/db/query-all';
import { notFound } from '../lib/errors';
import { productKey } from '../catalog';
import { categoryKey, type CategoryItem } from '../catalog';
import { forgetCatalogueReads } from '../catalog';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Stores the approved French (what shoppers see) and clears the draft it came from, with the audit entry,
 * in one transaction. The entity must exist: approving French never creates a piece or collection.
 */
async function approve(key: Record<string, string>, what: string, fr: ProductTranslation | CategoryTranslation, audit: TransactItem): Promise<void> {
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: key,
              UpdateExpression: 'SET translations = :tr REMOVE frDraft',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':tr': { fr } },
            },
          },
          audit,
        ],
      }),
    );
    forgetCatalogueReads();
  } catch (e) {
    if (e instanceof TransactionCanceledException && e.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') throw notFound(what);
    throw e;
  }
}

export const approveProductFrenchItem = (id: number, fr: ProductTranslation, audit: TransactItem) => approve(productKey(id), 'Product', fr, audit);
export const approveCategoryFrenchItem = (id: number, fr: CategoryTranslation, audit: TransactItem) =>
  approve(categoryKey(id), 'Category', fr, audit);

/** Every collection as stored, with its approved French and its draft (one Query). */
export async function listCategoryItems(): Promise<CategoryItem[]> {
  return queryAll<CategoryItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': 'CATEGORIES', ':sk': 'CATEGORY#' },
  });
}
