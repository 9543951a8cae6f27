import { writeSendRecords, type Settle, type SendRecordWrite } from './send-record-repository';

/**
 * How long an outcome may wait for the next group's claim before it is written alone. At SES's real
 * rate (14 a second) that is about one mail; a sender that dies leaves at most this long of outcomes
 * unwritten (those recipients are counted failed, never mailed again).
 */
export const OUTCOME_WAIT_MS = 100;

export type SendLedger = {
  /** Claims these recipients in one write (with the outcomes waiting); answers the ones now ours to mail. */
  claim(emails: readonly string[]): Promise<string[]>;
  /** A mail's outcome, written with the next claim, or alone within OUTCOME_WAIT_MS. */
  record(settle: Settle): void;
  /** The last outcomes and the batch counted done, in one write. */
  finish(): Promise<void>;
};

/**
 * A batch's send records, written a group at a time, one write after another. Recipients another
 * delivery claimed before are never mailed: an open claim of theirs (a sender that died before or in
 * its SES call) is settled `unconfirmed` with the next write.
 */
export function sendLedger(campaignId: string, batch: number, now: () => Date): SendLedger {
  let waiting: Settle[] = [];
  let chain: Promise<unknown> = Promise.resolve();
  let failure: unknown;
  let timer: NodeJS.Timeout | undefined;

  function write(next: Omit<SendRecordWrite, 'settles'>): Promise<string[]> {
    const run = chain.then(async () => {
      if (failure) throw failure;
      const settles = waiting;
      waiting = [];
      clearTimeout(timer);
      timer = undefined;
      if (!next.claims.length && !settles.length && !next.batchDone) return [];
      const { taken } = await writeSendRecords(campaignId, batch, { ...next, settles }, now().toISOString());
      waiting.push(...taken.map((email) => ({ email, outcome: 'unconfirmed' as const })));
      return taken;
    });
    chain = run.catch((error: unknown) => void (failure ??= error));
    return run;
  }

  return {
    async claim(emails) {
      const taken = new Set(await write({ claims: emails }));
      return emails.filter((email) => !taken.has(email));
    },
    record(settle) {
      waiting.push(settle);
      timer ??= setTimeout(() => {
        timer = undefined;
        write({ claims: [] }).catch(() => undefined);
      }, OUTCOME_WAIT_MS).unref();
    },
    async finish() {
      await write({ claims: [], batchDone: true });
    },
  };
}
