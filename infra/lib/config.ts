import type { Node } from 'constructs';
import { DEFAULT_BEDROCK_REGION } from '@crystal/shared/constants/bedrock-region';

/**
 * Every deploy-time setting, read once from CDK context (`-c key=value` or cdk.json). Nothing else in
 * infra/ reads context.
 */
export type ShopConfig = {
  /** dev, staging, prod, ...: names the stack, the Cognito domain and the SSM parameters. */
  stage: string;
  /** stage 'prod' or `-c production=true`: data is retained, deletion-protected and backed up. */
  production: boolean;
  /** SPA base path with leading and trailing slash, e.g. `/shop/`. */
  basePath: string;
  /** First administrator (Cognito user in the admin group) and the ADMIN_EMAIL notifications go to. */
  adminEmail?: string;
  /** Sender of the shop's emails: an address, or a domain (then `orders@<domain>` sends). */
  mailFrom?: string;
  /** Stripe publishable key (pk_...): public by design, so plain context; the secret keys live in SSM. */
  stripePublishableKey?: string;
  /** Alarm notifications go here (SNS email subscription). */
  alarmEmail?: string;
  /** Custom site domain + ACM certificate ARN (us-east-1); default the CloudFront domain. */
  domainName?: string;
  certificateArn?: string;
  /** true: the HTTP API answers on its own host (execute-api) with CORS, not under the site's /api/*. */
  apiOnOwnHost: boolean;
  /**
   * The API's origin host behind CloudFront (e.g. api-origin.example.com) and its regional ACM
   * certificate (in the stack's region). With them the execute-api endpoint is disabled, so nothing
   * reaches the API around CloudFront; production requires them unless apiOnOwnHost.
   */
  apiOriginDomain?: string;
  apiOriginCertificateArn?: string;
  /** The WAF web ACL with its rate-based rule on CloudFront: on in production, `-c waf=false` turns it off. */
  waf: boolean;
  bedrockTextModelId: string;
  bedrockImageModelId: string;
  /** Region the AI function calls Bedrock in (the models are not offered in every region). */
  bedrockRegion: string;
  /**
   * Cognito hosted-UI domain prefix (unique across every account in the region). Absent: the stack uses
   * `crystal-shop-<stage>-<account id>` (cognitoDomainPrefix in infra/lib/identity.ts), which no other
   * account can hold.
   */
  authDomainPrefix?: string;
  /**
   * Concurrent executions reserved for (and capping) the ai function. Absent: none reserved, so a new
   * account (whose quota may be 10, with at least 10 kept unreserved) accepts the stack; the guided
   * deploy's preflight checks a given value against the account's quota.
   */
  aiReservedConcurrency?: number;
  /** A customer-managed KMS key (ARN) encrypting the SSM SecureString parameters: the functions get kms:Decrypt on it. */
  parameterKmsKeyArn?: string;
  /**
   * The Secrets Manager version id of the origin secret CloudFront sends to the API (docs/deploying.md,
   * "Rotating the origin secret"). Absent: the secret's current version when CloudFront was last updated.
   */
  originSecretVersion?: string;
  throttleRateLimit: number;
  throttleBurstLimit: number;
  /** The SES account's maximum send rate (mails a second): the campaign sender stays within it. Default 14. */
  mailSendRate: number;
};

export const DEFAULT_BASE_PATH = '/shop/';
/** Same defaults as functions/src/ai/provider/provider-from-env.ts; both models are offered in us-east-1. */
export const DEFAULT_TEXT_MODEL = 'amazon.nova-lite-v1:0';
export const DEFAULT_IMAGE_MODEL = 'amazon.nova-canvas-v1:0';
export { DEFAULT_BEDROCK_REGION };

export function normaliseBasePath(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

function optional(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function positive(value: unknown, fallback: number, key: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`Context ${key} must be a positive number, got "${value}"`);
  return n;
}

function wholeNumber(value: unknown, key: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Context ${key} must be a whole number above 0, got "${String(value)}"`);
  return n;
}

function cognitoPrefix(value: string | undefined): string | undefined {
  if (value && !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(value)) {
    throw new Error(`Context authDomainPrefix must be lower-case letters, digits and dashes (max 63), got "${value}"`);
  }
  if (value && /aws|amazon|cognito/.test(value)) throw new Error('Context authDomainPrefix may not contain aws, amazon or cognito');
  return value;
}

function kmsKeyArn(value: string | undefined): string | undefined {
  if (value && !/^arn:aws[a-z-]*:kms:[a-z0-9-]+:\d{12}:key\/[0-9a-f-]+$/.test(value)) {
    throw new Error(`Context parameterKmsKeyArn must be a KMS key ARN (arn:aws:kms:<region>:<account>:key/<id>), got "${value}"`);
  }
  return value;
}

function publishableKey(value: string | undefined): string | undefined {
  if (value && !/^pk_(test|live)_/.test(value)) {
    throw new Error('Context stripePublishableKey must be a publishable key (pk_test_... or pk_live_...), never a secret key');
  }
  return value;
}

export function readConfig(node: Node): ShopConfig {
  const get = (key: string) => node.tryGetContext(key) as unknown;
  const stage = optional(get('stage')) ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Context stage must be lower-case letters, digits and dashes (max 20), got "${stage}"`);
  }
  const domainName = optional(get('domainName'));
  const certificateArn = optional(get('certificateArn'));
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context domainName and certificateArn go together (an ACM certificate in us-east-1)');
  }
  const adminEmail = optional(get('adminEmail'));
  const apiOriginDomain = optional(get('apiOriginDomain'));
  const apiOriginCertificateArn = optional(get('apiOriginCertificateArn'));
  if (Boolean(apiOriginDomain) !== Boolean(apiOriginCertificateArn)) {
    throw new Error('Context apiOriginDomain and apiOriginCertificateArn go together (an ACM certificate in the stack region)');
  }
  const production = stage === 'prod' || flag(get('production'));
  const apiOnOwnHost = flag(get('apiOnOwnHost'));
  if (production && !apiOnOwnHost && !apiOriginDomain) {
    throw new Error(
      'Production needs -c apiOriginDomain=<host> -c apiOriginCertificateArn=<regional ACM ARN>: the API is then reachable only through CloudFront (its execute-api endpoint is disabled)',
    );
  }
  const waf = get('waf');
  return {
    stage,
    production,
    basePath: normaliseBasePath(optional(get('basePath')) ?? DEFAULT_BASE_PATH),
    adminEmail,
    mailFrom: optional(get('mailFrom')) ?? adminEmail,
    alarmEmail: optional(get('alarmEmail')),
    stripePublishableKey: publishableKey(optional(get('stripePublishableKey'))),
    domainName,
    certificateArn,
    apiOnOwnHost,
    apiOriginDomain,
    apiOriginCertificateArn,
    waf: waf === undefined ? production : flag(waf),
    bedrockTextModelId: optional(get('bedrockTextModelId')) ?? DEFAULT_TEXT_MODEL,
    bedrockImageModelId: optional(get('bedrockImageModelId')) ?? DEFAULT_IMAGE_MODEL,
    bedrockRegion: optional(get('bedrockRegion')) ?? DEFAULT_BEDROCK_REGION,
    authDomainPrefix: cognitoPrefix(optional(get('authDomainPrefix'))),
    aiReservedConcurrency: wholeNumber(get('aiReservedConcurrency'), 'aiReservedConcurrency'),
    parameterKmsKeyArn: kmsKeyArn(optional(get('parameterKmsKeyArn'))),
    originSecretVersion: optional(get('originSecretVersion')),
    throttleRateLimit: positive(get('throttleRateLimit'), 50, 'throttleRateLimit'),
    throttleBurstLimit: positive(get('throttleBurstLimit'), 100, 'throttleBurstLimit'),
    mailSendRate: positive(get('mailSendRate'), 14, 'mailSendRate'),
  };
}

/** Names of the SSM SecureString parameters holding the Stripe secrets (values never in the template). */
export function stripeParameterNames(stage: string) {
  return {
    secretKey: `/crystal-shop/${stage}/stripe/secret-key`,
    webhookSecret: `/crystal-shop/${stage}/stripe/webhook-secret`,
  };
}

/** The SSM SecureString parameter holding the secret that signs order and unsubscribe links in emails. */
export const linkSecretParameterName = (stage: string) => `/crystal-shop/${stage}/links/signing-secret`;

/**
 * Every SSM parameter a stage reads, with what goes in it: the guided deploy checks them before it
 * deploys, the docs list them, and the functions check theirs at cold start.
 */
export function stageParameters(stage: string): { name: string; holds: string; createdBy: 'you' | 'npm run deploy' }[] {
  const stripe = stripeParameterNames(stage);
  return [
    { name: stripe.secretKey, holds: "Stripe's secret key (sk_live_... or sk_test_...)", createdBy: 'you' },
    { name: stripe.webhookSecret, holds: "the Stripe webhook endpoint's signing secret (whsec_...)", createdBy: 'npm run deploy' },
    { name: linkSecretParameterName(stage), holds: 'the secret that signs order and unsubscribe links (32+ random characters)', createdBy: 'you' },
  ];
}
