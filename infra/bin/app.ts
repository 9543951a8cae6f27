import { App } from 'aws-cdk-lib';
import { readConfig } from '../lib/config';
import { deployRegion } from '../lib/deploy-region';
import { createShopStacks } from '../lib/shop-app';

/**
 * `AWS_REGION=ca-central-1 npx cdk deploy --all -c stage=dev -c adminEmail=you@example.com` (all
 * settings: infra/lib/config.ts; the guided way: `npm run deploy -- --stage dev`).
 */
const app = new App();
let region: string | undefined;
try {
  // A setting the operator must change: one line saying what to set, not a stack trace.
  region = deployRegion(app.node.tryGetContext('region'), process.env, readConfig(app.node).production);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
createShopStacks(app, { account: process.env.CDK_DEFAULT_ACCOUNT, region });
