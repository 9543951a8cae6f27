import { App } from 'aws-cdk-lib';
import { createShopStacks } from '../lib/shop-app';

/** `npx cdk deploy --all -c stage=dev -c adminEmail=you@example.com` (all settings: infra/lib/config.ts). */
const app = new App();
createShopStacks(app, {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: (app.node.tryGetContext('region') as string | undefined) ?? process.env.CDK_DEFAULT_REGION,
});
