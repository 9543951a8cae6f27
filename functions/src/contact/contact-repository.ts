import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Contact, ContactSubmission } from '@crystal/shared/schemas/contact';
import { db, tableName } from '../lib/db/client';
import { nextId } from '../lib/db/next-id';
import { invalid, notFound } from '../lib/errors';
import { CONTACTS_INDEX_PK, contactKey, toContactItem, toSubmission, type ContactItem } from './contact-item';

/** Stores a submission (new numeric id, createdAt now, not yet handled) and returns it. */
export async function insertContactSubmission(input: Contact, now = new Date()): Promise<ContactSubmission> {
  const id = await nextId('contact');
  const item = toContactItem(id, now.toISOString(), input);
  await db.send(
    new PutCommand({ TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return toSubmission(item);
}

export type ContactPage = { items: ContactSubmission[]; cursor: string | null };

type IndexKey = { pk: string; sk: string; gsi2pk: string; gsi2sk: string };

const encodeCursor = (key: IndexKey) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

function decodeCursor(cursor: string): IndexKey {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as IndexKey;
    if (key.gsi2pk !== CONTACTS_INDEX_PK || typeof key.gsi2sk !== 'string' || typeof key.pk !== 'string') throw new Error();
    return { pk: key.pk, sk: key.sk, gsi2pk: key.gsi2pk, gsi2sk: key.gsi2sk };
  } catch {
    throw invalid('Invalid cursor', [{ path: 'cursor', message: 'Not a cursor this list gave out' }]);
  }
}

/**
 * Contact submissions, newest first (one Query on gsi2 per page; never a Scan). `handled` filters the
 * inbox to open (false) or done (true) submissions; pages are followed until `limit` items are found.
 * `cursor` is null on the last page.
 */
export async function listContactSubmissions(opts: {
  limit?: number;
  cursor?: string | null;
  handled?: boolean;
}): Promise<ContactPage> {
  const limit = Math.min(Math.max(opts.limit ?? 20, 1), 100);
  const items: ContactItem[] = [];
  let startKey: IndexKey | undefined = opts.cursor ? decodeCursor(opts.cursor) : undefined;
  let more = true;
  while (more && items.length < limit) {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: {
          ':pk': CONTACTS_INDEX_PK,
          ...(opts.handled === undefined ? {} : { ':h': opts.handled }),
        },
        ...(opts.handled === undefined ? {} : { FilterExpression: 'handled = :h' }),
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((out.Items ?? []) as ContactItem[]));
    startKey = out.LastEvaluatedKey as IndexKey | undefined;
    more = startKey !== undefined;
  }
  const last = items.at(-1);
  return {
    items: items.map(toSubmission),
    cursor: more && last ? encodeCursor({ pk: last.pk, sk: last.sk, gsi2pk: last.gsi2pk, gsi2sk: last.gsi2sk }) : null,
  };
}

/** Marks a submission handled (or open again) for the admin inbox; 404 when there is no such id. */
export async function markContactHandled(id: number, handled: boolean): Promise<ContactSubmission> {
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: contactKey(id),
        UpdateExpression: 'SET handled = :h',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':h': handled },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toSubmission(out.Attributes as ContactItem);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound('Contact submission');
    throw error;
  }
}
