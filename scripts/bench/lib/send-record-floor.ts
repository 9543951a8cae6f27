import { writeSendRecords, type Settle } from '../../../functions/src/campaigns/sending/send-record-repository';

/**
 * The email bench's floor: how many recipients a second DynamoDB Local can record as the sender does
 * (each claimed before its mail, then its outcome with the next group's claim and the campaign's
 * counters; groups of `group`, `streams` batches at once), with no mail, pacing or rendering at all.
 * The sender cannot mail faster than this; beside the achieved rate it says where the time went.
 */
export async function sendRecordFloor(opts: { recipients: number; group: number; streams: number }): Promise<number> {
  const campaignId = `floor${Date.now().toString(36)}`;
  const perStream = Math.ceil(opts.recipients / opts.streams);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.streams }, async (_, stream) => {
      let settles: Settle[] = [];
      for (let i = 0; i < perStream; i += opts.group) {
        const claims = Array.from({ length: Math.min(opts.group, perStream - i) }, (_, k) => `floor${stream}-${i + k}@example.net`);
        await writeSendRecords(campaignId, stream, { claims, settles }, new Date().toISOString());
        settles = claims.map((email) => ({ email, outcome: 'sent' as const }));
      }
      await writeSendRecords(campaignId, stream, { claims: [], settles, batchDone: true }, new Date().toISOString());
    }),
  );
  return (perStream * opts.streams) / ((performance.now() - started) / 1000);
}
