import type { SQSClient } from '@aws-sdk/client-sqs';
import { once } from '../../lib/once';
import type { CampaignJob, CampaignQueue } from './campaign-job';

/** SQS: ten messages a call (SendMessageBatch); the SDK loads on the first send, not at cold start. */
export function sqsQueue(queueUrl: string, client?: SQSClient): CampaignQueue {
  const sqs = once(async () => {
    const sdk = await import('@aws-sdk/client-sqs');
    return { client: client ?? new sdk.SQSClient({}), SendMessageBatchCommand: sdk.SendMessageBatchCommand };
  });
  return {
    async send(jobs: readonly CampaignJob[]) {
      const { client, SendMessageBatchCommand } = await sqs();
      for (let i = 0; i < jobs.length; i += 10) {
        const entries = jobs.slice(i, i + 10).map((job, n) => ({ Id: String(n), MessageBody: JSON.stringify(job) }));
        const out = await client.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
        if (out.Failed?.length) throw new Error(`SQS refused ${out.Failed.length} campaign job(s): ${out.Failed[0]?.Code ?? ''}`);
      }
    },
  };
}
