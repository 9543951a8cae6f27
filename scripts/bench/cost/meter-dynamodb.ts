/**
 * Counts the read and write units DynamoDB reports for every command the shop's document client sends:
 * a middleware asks each command for `ReturnConsumedCapacity: 'TOTAL'` and adds up what comes back
 * (DynamoDB Local computes it as DynamoDB does: 4 KB per read unit, 1 KB per write unit, transactions
 * double). Units of read commands count as reads, of write commands as writes.
 */
export type Units = { read: number; write: number; commands: number };

type Consumed = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number };
type Stack = { add: (mw: unknown, opts: { step: 'initialize'; name: string }) => void };

const READS = /^(Get|BatchGet|Query|Scan|TransactGet)/;

export function meterDynamoDb(client: { middlewareStack: unknown }): { take: () => Units } {
  let units: Units = { read: 0, write: 0, commands: 0 };
  const middleware =
    (next: (args: { input: Record<string, unknown> }) => Promise<{ output: { ConsumedCapacity?: Consumed | Consumed[] } }>, context: { commandName?: string }) =>
    async (args: { input: Record<string, unknown> }) => {
      args.input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const consumed = result.output.ConsumedCapacity;
      const isRead = READS.test(context.commandName ?? '');
      // DynamoDB bills a read that finds nothing at least half a unit (a whole one strongly consistent);
      // DynamoDB Local reports 0 for it.
      const leastRead = isRead ? (args.input.ConsistentRead ? 1 : 0.5) : 0;
      for (const c of Array.isArray(consumed) ? consumed : consumed ? [consumed] : [{}]) {
        const read = Math.max(leastRead, c.ReadCapacityUnits ?? (isRead ? (c.CapacityUnits ?? 0) : 0));
        const write = c.WriteCapacityUnits ?? (isRead ? 0 : (c.CapacityUnits ?? 0));
        units.read += read;
        units.write += write;
      }
      units.commands += 1;
      return result;
    };
  (client.middlewareStack as Stack).add(middleware, { step: 'initialize', name: 'benchConsumedCapacity' });
  return {
    take() {
      const out = units;
      units = { read: 0, write: 0, commands: 0 };
      return out;
    },
  };
}
