/**
 * Every environment variable the stack gives the Lambdas, in one typed place. The functions read them
 * at cold start with `readEnv` (functions/src/lib/env.ts); the local runtime sets the local
 * counterparts in scripts/local/local-config.ts.
 */
export type FunctionEnvironment = {
  POWERTOOLS_SERVICE_NAME: string;
  POWERTOOLS_LOG_LEVEL: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  TABLE_NAME: string;
  MEDIA_BUCKET: string;
  /** Public URL prefix of media objects (CloudFront /media/* -> media bucket key media/*). */
  MEDIA_PUBLIC_BASE: '/media';
  /** The site URL, e.g. https://d123.cloudfront.net (no trailing slash). */
  PUBLIC_ORIGIN: string;
  BASE_PATH: string;
  /** Where per-client limits read the client's address (functions/src/lib/client/client-address.ts). */
  CLIENT_ADDRESS_SOURCE: 'cloudfront' | 'source-ip';
  PAYMENTS_PROVIDER: 'stripe';
  AI_PROVIDER: 'bedrock';
  MAIL_PROVIDER: 'ses';
  /** SSM SecureString parameter NAMES; the functions fetch the values at cold start. */
  STRIPE_SECRET_PARAM: string;
  STRIPE_WEBHOOK_SECRET_PARAM: string;
  /** Signs the order-status and unsubscribe links sent by email (create it once: 32+ random characters). */
  LINK_SIGNING_SECRET_PARAM: string;
  /** Public key handed to Stripe.js; absent when no stripePublishableKey context was given (synth warns). */
  STRIPE_PUBLISHABLE_KEY?: string;
  BEDROCK_TEXT_MODEL_ID: string;
  BEDROCK_IMAGE_MODEL_ID: string;
  BEDROCK_REGION: string;
  /** The origin secret's ARN (API functions behind CloudFront): a request without it gets 403. */
  ORIGIN_SECRET_ID?: string;
  /** The SSM parameters this function needs, comma-separated: checked at cold start (functions/src/lib/check-parameters.ts). */
  REQUIRED_PARAMETERS?: string;
  /** Absent when no mailFrom/adminEmail context was given (the synth warns). */
  MAIL_FROM?: string;
  ADMIN_EMAIL?: string;
  /** The campaign queue (SQS): the admin function and the campaign-send job queue campaigns on it. */
  CAMPAIGN_QUEUE_URL?: string;
  /** The campaign sender only: SES configuration set, account send rate, and how many senders share it. */
  MAIL_CONFIGURATION_SET?: string;
  MAIL_SEND_RATE?: string;
  SENDER_CONCURRENCY?: string;
};

/** Drops unset optional values: Lambda environment values must be strings. */
export function toLambdaEnvironment(env: FunctionEnvironment): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}
