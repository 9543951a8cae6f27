import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { parseCampaignJob } from './queue/campaign-job';
import { handleCampaignJob } from './sending/handle-campaign-job';

/**
 * The campaign sender (infra/lib/campaign-sending.ts): the SQS queue's consumer. Each message is a
 * fan-out or a batch; a failed one is reported alone, so SQS redelivers only it (and parks it in the
 * dead-letter queue after its last try). Redelivery is safe: every recipient is claimed before SES.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await handleCampaignJob(parseCampaignJob(record.body));
    } catch (error) {
      logger.error('Campaign job failed', { messageId: record.messageId, error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
