/**
 * Least privilege on the table: each function's grant lists exactly the DynamoDB actions its code
 * sends (recomputed here from the handler's bundle), and no function or job is granted Scan.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { functionsInUse } from '@crystal/shared/routes/route-table';
import { FUNCTION_TABLE_ACTIONS, type TableAction } from '../lib/table-actions';

const ROOT = path.resolve(__dirname, '../..');
const COMMANDS: Record<string, TableAction[]> = {
  Get: ['GetItem'],
  Put: ['PutItem'],
  Update: ['UpdateItem'],
  Delete: ['DeleteItem'],
  Query: ['Query'],
  BatchGet: ['BatchGetItem'],
  BatchWrite: ['BatchWriteItem'],
  // A transaction needs the action of each of its items, condition checks included.
  TransactWrite: ['ConditionCheckItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
  TransactGet: ['GetItem'],
  Scan: ['Scan' as TableAction],
};

async function actionsInBundle(fn: string): Promise<string[]> {
  const out = await build({
    entryPoints: [path.join(ROOT, `functions/src/${fn}/handler.ts`)],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['@aws-sdk/*', '@smithy/*', 'sharp'],
  });
  const actions = new Set<string>();
  // Only the files whose code is in the bundle: a module's door (index.ts) names files that tree shaking
  // then leaves out, and those send nothing.
  const inBundle = new Set(Object.values(out.metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([f]) => f)));
  for (const file of [...inBundle]) {
    if (!/^(functions|shared)\/src\//.test(file)) continue;
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of source.matchAll(/new (Get|Put|Update|Delete|Query|BatchGet|BatchWrite|TransactWrite|TransactGet|Scan)Command\b/g)) {
      for (const a of COMMANDS[m[1]!]!) actions.add(a);
    }
  }
  return [...actions].sort();
}

describe('table actions per function', () => {
  for (const fn of functionsInUse()) {
    it(`${fn}: grants exactly the actions its code sends, never Scan`, async () => {
      const used = await actionsInBundle(fn);
      expect(used).not.toContain('Scan');
      expect([...FUNCTION_TABLE_ACTIONS[fn]].sort()).toEqual(used);
    }, 60_000);
  }
});
