/**
 * The one list of scheduled jobs (market research, keyword monitor, reservation sweep, ...). The CDK stack
 * (infra/lib/jobs.ts) makes one Lambda + EventBridge rule (with retries and a dead-letter queue) per entry,
 * and anything that runs jobs locally reads this same list.
 *
 * A job exists in both places or in neither: every entry must point at an existing module that exports
 * `handler`. `cdk synth` FAILS with a clear message when an entry's file is missing; it never silently
 * drops a listed job. So add your entry in the same commit as its handler file, e.g.
 *
 *   {
 *     name: 'reservation-sweep',
 *     entry: 'functions/src/jobs/reservation-sweep.ts',
 *     schedule: 'rate(5 minutes)',
 *     description: 'Releases the reserved stock of pending orders left unpaid for 30 minutes',
 *     access: ['table:readwrite'],
 *   }
 *
 * Expected jobs: 'market-research' (rate(1 hour)), 'keyword-monitor' (rate(1 hour)),
 * 'reservation-sweep' (rate(5 minutes)), 'abandoned-checkout' (rate(15 minutes)),
 * 'campaign-send' (rate(5 minutes)), 'gift-card-delivery' (rate(1 hour)).
 */

/** What a job (or an API function) may touch; infra turns each into least-privilege IAM grants. */
export type ResourceAccess =
  | 'table:read'
  | 'table:readwrite'
  /** bedrock:InvokeModel on the configured text and image models only. */
  | 'bedrock'
  /** polly:SynthesizeSpeech. */
  | 'polly'
  /** s3:PutObject (and presigned PUT URLs) under media/ in the media bucket. */
  | 'media:put'
  /** s3:PutObject (presigned PUT URLs) under originals/: the admin's uploads, never served. */
  | 'originals:put'
  /** s3:GetObject under originals/: only the image pipeline reads uploaded originals. */
  | 'originals:read'
  /** ses:SendEmail from the shop's verified identity. */
  | 'ses'
  /** ssm:GetParameter on the Stripe secret key and webhook secret parameters. */
  | 'stripe-secrets'
  /** ssm:GetParameter on the secret that signs order and unsubscribe links sent by email. */
  | 'link-secret'
  /** sqs:SendMessage on the campaign queue only (infra/lib/campaign-sending.ts). */
  | 'campaign-queue';

export type ScheduledJob = {
  /** kebab-case, unique; names the Lambda, its rule, logs and alarms. */
  name: string;
  /** Module (path from the repo root) exporting `handler`. */
  entry: `functions/src/jobs/${string}.ts`;
  /** EventBridge schedule expression: `rate(5 minutes)`, `rate(1 hour)` or `cron(...)`. */
  schedule: `rate(${string})` | `cron(${string})`;
  description: string;
  access: readonly ResourceAccess[];
  /** Lambda timeout; default 60 s. */
  timeoutSeconds?: number;
};

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  {
    name: 'reservation-sweep',
    entry: 'functions/src/jobs/reservation-sweep.ts',
    schedule: 'rate(5 minutes)',
    description: 'Releases the reserved stock of pending orders left unpaid past their reservation (10 minutes without a payment intent, 30 from it)',
    // The units it gives back may be what a shopper asked to hear about: their back-in-stock mail goes from here.
    access: ['table:readwrite', 'ses'],
  },
  {
    name: 'market-research',
    entry: 'functions/src/jobs/market-research.ts',
    schedule: 'rate(1 hour)',
    description: 'Summarises shop searches, views, carts and sales into trends, opportunities and recommendations for /admin',
    access: ['table:readwrite', 'bedrock'],
    timeoutSeconds: 120,
  },
  {
    name: 'keyword-monitor',
    entry: 'functions/src/jobs/keyword-monitor.ts',
    schedule: 'rate(1 hour)',
    description: 'Counts the shop\'s own searches for the five monitored phrases for /admin',
    access: ['table:readwrite'],
  },
  {
    name: 'abandoned-checkout',
    entry: 'functions/src/jobs/abandoned-checkout.ts',
    schedule: 'rate(15 minutes)',
    description: 'Sends one reminder per checkout left unpaid past the delay she set (off unless she turns it on in settings)',
    access: ['table:readwrite', 'ses', 'link-secret'],
  },
  {
    name: 'review-requests',
    entry: 'functions/src/jobs/review-requests.ts',
    schedule: 'rate(1 hour)',
    description: 'Mails each buyer once, some days after delivery (the reviewRequestDays setting), a signed link to review each piece bought',
    access: ['table:readwrite', 'ses', 'link-secret'],
  },
  {
    name: 'campaign-send',
    entry: 'functions/src/jobs/campaign-send.ts',
    schedule: 'rate(5 minutes)',
    description: 'Starts each newsletter campaign she scheduled once its time has come (queues it for the campaign sender)',
    access: ['table:readwrite', 'campaign-queue'],
  },
  {
    name: 'gift-card-delivery',
    entry: 'functions/src/jobs/gift-card-delivery.ts',
    schedule: 'rate(1 hour)',
    description: 'Mails each gift card to its recipient on its delivery day (the shop\'s calendar), once, with its code',
    access: ['table:readwrite', 'ses', 'link-secret'],
  },
];
