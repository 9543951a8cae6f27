import { App } from 'aws-cdk-lib';
import { readConfig } from './config';
import { ShopStack } from './shop-stack';

/** Tokens (table name, bucket, site URL) become plausible literal values. */
const DUMMIES: Record<string, string> = {
  TABLE_NAME: 'CrystalShop-prod-DataTable',
  MEDIA_BUCKET: 'crystalshop-prod-media',
  PUBLIC_ORIGIN: 'https://d111111abcdef8.cloudfront.net',
  CAMPAIGN_QUEUE_URL: 'https://sqs.ca-central-1.amazonaws.com/111111111111/CrystalShop-prod-CampaignQueue',
  MAIL_CONFIGURATION_SET: 'CrystalShop-prod-mail',
};

/**
 * Settings left out when a bundle runs offline here (bench:lambda, the cold-start test): each makes the
 * cold start call AWS (Secrets Manager for the origin secret, SSM for the parameter check). verify:deploy
 * (scripts/verify-deploy) runs the bundles with them, against local stand-ins of those services.
 */
const CALLS_AWS_AT_COLD_START = new Set(['ORIGIN_SECRET_ID', 'REQUIRED_PARAMETERS']);

/**
 * A production stage with every optional setting given, as `cdk deploy -c ...` would set it: the stack
 * tests' prod stage (infra/test/synth-shop-stack.ts) and the deployed environment below.
 */
export const FULL_PRODUCTION_CONTEXT = {
  stage: 'prod',
  adminEmail: 'artisan@example.com',
  mailFrom: 'shop.example.com',
  stripePublishableKey: 'pk_live_123',
  apiOriginDomain: 'api-origin.example.com',
  apiOriginCertificateArn: 'arn:aws:acm:ca-central-1:111111111111:certificate/abc',
  // The web ACL lives in its own us-east-1 stack (infra/lib/shop-app.ts, tested in production-security.test.ts).
  waf: 'false',
  region: 'ca-central-1',
} as const;

/** The variables the production stack gives its Lambdas (every optional setting given), synthesised once. */
function stackEnvironment(): Record<string, string> {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...FULL_PRODUCTION_CONTEXT } });
  const stack = new ShopStack(app, 'CrystalShop-prod', {
    config: readConfig(app.node),
    env: { account: '111111111111', region: 'ca-central-1' },
  });
  const resources = Object.values(app.synth().getStackByName(stack.stackName).template.Resources) as {
    Type: string;
    Properties: { Tags?: { Key: string }[]; Environment?: { Variables: Record<string, unknown> } };
  }[];
  const lambda = resources.find(
    (r) => r.Type === 'AWS::Lambda::Function' && (r.Properties.Tags ?? []).some((t) => t.Key === 'crystal-shop:function'),
  );
  if (!lambda?.Properties.Environment) throw new Error('The production stack has no shop Lambda');
  return Object.fromEntries(
    Object.entries(lambda.Properties.Environment.Variables).filter(([k]) => !CALLS_AWS_AT_COLD_START.has(k)).map(([k, v]) => {
      if (typeof v === 'string') return [k, v];
      if (DUMMIES[k] === undefined) throw new Error(`No literal stands in for the stack's ${k}`);
      return [k, DUMMIES[k]];
    }),
  );
}

let synthesised: Record<string, string> | undefined;

/**
 * The environment a deployed Lambda of the shop starts with, for running its bundle outside AWS
 * (`npm run bench:lambda`, infra/test/cold-start.test.ts): the variables the production stack gives it,
 * its resources' names as plausible literals, and what the Lambda runtime itself sets.
 */
export function deployedEnvironment(fn: string): Record<string, string> {
  synthesised ??= stackEnvironment();
  return {
    ...synthesised,
    POWERTOOLS_SERVICE_NAME: `crystal-shop-${fn}`,
    AWS_REGION: 'ca-central-1',
    AWS_DEFAULT_REGION: 'ca-central-1',
    AWS_LAMBDA_FUNCTION_NAME: `CrystalShop-prod-${fn}`,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    LAMBDA_TASK_ROOT: '/var/task',
  };
}
