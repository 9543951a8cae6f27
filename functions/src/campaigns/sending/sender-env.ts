import * as z from '@crystal/shared/zod';
import { readEnv } from '../../lib/env';

/**
 * The campaign sender's settings. MAIL_SEND_RATE is the SES account's maximum send rate (mails a
 * second); SENDER_CONCURRENCY how many senders may run at once (the SQS event source's maximum
 * concurrency), so each paces at rate / concurrency and together they stay within the account's rate.
 * CAMPAIGN_QUEUE_URL is the SQS queue (absent locally: the in-process queue); MAIL_CONFIGURATION_SET
 * the SES configuration set whose event destination reports bounces and complaints.
 */
export const senderEnv = readEnv({
  MAIL_SEND_RATE: z._default(z.coerce.number().check(z.positive(), z.maximum(1000)), 14),
  SENDER_CONCURRENCY: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 1),
  CAMPAIGN_QUEUE_URL: z.optional(z.string().check(z.url())),
  MAIL_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
});
