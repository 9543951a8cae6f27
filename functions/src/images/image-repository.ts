import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductImage } from '@crystal/shared/images/image-urls';
import { db, tableName } from '../lib/db/client';
import { writeIf } from '../lib/db/write-if';
import { conflict } from '../lib/errors';

/** A processed image, recorded only after every variant is stored: `IMAGE#<id>`. */
export type ImageRecord = Omit<ProductImage, 'alt'> & { createdAt: string };

const imageKey = (id: string) => ({ pk: `IMAGE#${id}`, sk: 'IMAGE' });

/** Records an image once: a second record of the same id (a re-processed upload) is refused. */
export async function putImageRecord(record: ImageRecord): Promise<void> {
  const written = await writeIf(
    new PutCommand({ TableName: tableName, Item: { ...imageKey(record.id), type: 'image', ...record }, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  if (!written) throw conflict('This upload was already processed: upload the photo again');
}

/** The recorded images among `ids` (at most 8 per product, so one BatchGetItem). */
export async function getImageRecords(ids: readonly string[]): Promise<Map<string, ImageRecord>> {
  const found = new Map<string, ImageRecord>();
  let keys: Record<string, unknown>[] | undefined = [...new Set(ids)].map(imageKey);
  while (keys?.length) {
    const out = await db.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
    for (const item of out.Responses?.[tableName] ?? []) {
      const { id, base, width, height, widths, placeholder, createdAt } = item as ImageRecord;
      found.set(id, { id, base, width, height, widths, placeholder, createdAt });
    }
    keys = out.UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined;
  }
  return found;
}
