import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { CategoryTranslation, ProductTranslation } from '@crystal/shared/schemas/translation';
import { db, tableName } from '../lib/db/client';
import { notFound } from '../lib/errors';
import { productKey } from '../catalog';
import { categoryKey } from '../catalog';

/** Stores the AI guide's French draft beside the piece or collection; shoppers never read `frDraft`. */
async function putDraft(key: Record<string, string>, what: string, draft: ProductTranslation | CategoryTranslation): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET frDraft = :draft',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':draft': draft },
      }),
    );
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) throw notFound(what);
    throw e;
  }
}

export const saveProductDraft = (id: number, draft: ProductTranslation) => putDraft(productKey(id), 'Product', draft);
export const saveCategoryDraft = (id: number, draft: CategoryTranslation) => putDraft(categoryKey(id), 'Category', draft);
