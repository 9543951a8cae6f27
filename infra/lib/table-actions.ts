import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { FunctionName } from '@crystal/shared/routes/route-types';

/** DynamoDB actions by name (without the `dynamodb:` prefix). Scan is never granted: every access pattern is a Query or GetItem. */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'ConditionCheckItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem';

const READ: TableAction[] = ['GetItem', 'BatchGetItem', 'Query', 'ConditionCheckItem'];
const WRITE: TableAction[] = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'];
/** For the scheduled jobs, which declare `table:read` or `table:readwrite` in shared/src/jobs.ts. */
export const TABLE_READ_ACTIONS = READ;
export const TABLE_READWRITE_ACTIONS = [...READ, ...WRITE];

/**
 * What each API function's code sends to the table (the commands its handler's bundle contains; a
 * transaction needs the actions of its items), and nothing more. infra/test/table-actions.test.ts
 * recomputes these from the code and fails when they drift. catalog's writes are the rate-limit and
 * search counters.
 */
export const FUNCTION_TABLE_ACTIONS: Record<FunctionName, readonly TableAction[]> = {
  catalog: ['BatchGetItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  cart: ['BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  wishlist: ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  newsletter: ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'UpdateItem'],
  contact: ['GetItem', 'PutItem', 'Query', 'UpdateItem'],
  orders: ['BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  payments: ['BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  webhooks: ['BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  ai: ['BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  admin: ['BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  images: ['BatchGetItem', 'PutItem'],
  quotes: ['BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
};

/**
 * The partition keys a function may write, as `dynamodb:LeadingKeys` patterns (`*` matches the rest of
 * the key; the key builders are listed in shared/src/table-definition.ts). A function listed here gets
 * its writes only on these partitions; its reads stay unconditioned. BatchWriteItem and the items of a
 * transaction are checked item by item. infra/test/table-write-keys.test.ts recomputes the partitions
 * each listed function's code writes and fails when one is missing. catalog writes only the shop
 * search counters (for the keyword monitor): products and categories are read-only to it.
 */
export const FUNCTION_WRITE_KEYS: Partial<Record<FunctionName, readonly string[]>> = {
  catalog: ['SEARCHES#*'],
  wishlist: ['SESSION#*'],
  newsletter: ['NEWSLETTER#*', 'RESTOCK#*', 'MAILSENT#*', 'RATE#*', 'SUPPRESS#*'],
  images: ['IMAGE#*', 'AUDIT#*'],
};

const isWrite = (a: TableAction) => (WRITE as readonly TableAction[]).includes(a);

/**
 * Grants exactly `actions` on the table and its indexes (reads only on the indexes). With
 * `writeKeys`, the write actions carry a `ForAllValues:StringLike` condition on `dynamodb:LeadingKeys`.
 */
export function grantTableActions(fn: IFunction, table: ITable, actions: readonly TableAction[], writeKeys?: readonly string[]): void {
  const scoped = writeKeys ? actions.filter(isWrite) : [];
  const open = actions.filter((a) => !scoped.includes(a));
  if (open.length) {
    fn.addToRolePolicy(new PolicyStatement({ actions: open.map((a) => `dynamodb:${a}`), resources: [table.tableArn] }));
  }
  if (scoped.length) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: scoped.map((a) => `dynamodb:${a}`),
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...writeKeys!] } },
      }),
    );
  }
  const indexReads = actions.filter((a) => a === 'Query');
  if (indexReads.length) {
    fn.addToRolePolicy(new PolicyStatement({ actions: indexReads.map((a) => `dynamodb:${a}`), resources: [`${table.tableArn}/index/*`] }));
  }
}
