import type { FunctionEnvironment } from '../../../infra/lib/function-env';
import { toLambdaEnvironment } from '../../../infra/lib/function-env';

/**
 * The environment a deployed Lambda starts with: the stack's own variables (infra/lib/function-env.ts,
 * typed, so a variable the stack adds must be given here too) with placeholder names for its resources,
 * and what the Lambda runtime sets. Cold init is measured on the deployed path (Bedrock, SES, S3, Stripe),
 * not the local adapters'; nothing here is reached over the network at init.
 */
export function deployedEnv(fn: string): Record<string, string> {
  const env: FunctionEnvironment = {
    POWERTOOLS_SERVICE_NAME: `crystal-shop-${fn}`,
    POWERTOOLS_LOG_LEVEL: 'INFO',
    TABLE_NAME: 'CrystalShop-prod-DataTable',
    MEDIA_BUCKET: 'crystalshop-prod-datamedia',
    MEDIA_PUBLIC_BASE: '/media',
    PUBLIC_ORIGIN: 'https://shop.example.com',
    BASE_PATH: '/shop/',
    CLIENT_ADDRESS_SOURCE: 'cloudfront',
    PAYMENTS_PROVIDER: 'stripe',
    AI_PROVIDER: 'bedrock',
    MAIL_PROVIDER: 'ses',
    STRIPE_SECRET_PARAM: '/crystal-shop/prod/stripe/secret-key',
    STRIPE_WEBHOOK_SECRET_PARAM: '/crystal-shop/prod/stripe/webhook-secret',
    LINK_SIGNING_SECRET_PARAM: '/crystal-shop/prod/links/signing-secret',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_placeholder',
    BEDROCK_TEXT_MODEL_ID: 'amazon.nova-lite-v1:0',
    BEDROCK_IMAGE_MODEL_ID: 'amazon.nova-canvas-v1:0',
    BEDROCK_REGION: 'us-east-1',
    MAIL_FROM: 'Crystal Shop <orders@example.com>',
    ADMIN_EMAIL: 'artisan@example.com',
  };
  return {
    ...toLambdaEnvironment(env),
    // Set by the Lambda runtime.
    AWS_REGION: 'ca-central-1',
    AWS_DEFAULT_REGION: 'ca-central-1',
    AWS_LAMBDA_FUNCTION_NAME: `CrystalShop-prod-${fn}`,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    LAMBDA_TASK_ROOT: '/var/task',
  };
}
