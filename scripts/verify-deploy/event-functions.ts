import { randomUUID } from 'node:crypto';
import type { Invocation } from './isolated-asset';

/**
 * The functions that no route or schedule invokes, with the events their triggers send: the campaign
 * sender (an SQS message: a campaign's start, here of a campaign that does not exist, so it reads the
 * table and stops) and the SES events function (EventBridge: a permanent bounce, which it suppresses).
 */
export const EVENT_FUNCTIONS: Record<string, () => Invocation[]> = {
  'campaign-sender': () => [
    {
      label: 'SQS message (a campaign start)',
      event: {
        Records: [
          {
            messageId: randomUUID(),
            receiptHandle: 'verify',
            body: JSON.stringify({ kind: 'start', campaignId: 'verifydeploy0000' }),
            attributes: { ApproximateReceiveCount: '1' },
            messageAttributes: {},
            eventSource: 'aws:sqs',
            eventSourceARN: 'arn:aws:sqs:ca-central-1:111111111111:campaigns',
            awsRegion: 'ca-central-1',
          },
        ],
      },
    },
  ],
  'mail-events': () => [
    {
      label: 'SES bounce (EventBridge)',
      event: {
        version: '0',
        id: randomUUID(),
        'detail-type': 'Email Bounced',
        source: 'aws.ses',
        time: new Date().toISOString(),
        detail: { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'bounced@example.net' }] } },
      },
    },
  ],
};
