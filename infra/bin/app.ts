import { App, Tags } from 'aws-cdk-lib';
import { readConfig } from '../lib/config';
import { ShopStack } from '../lib/shop-stack';

/** `npx cdk deploy -c stage=dev -c adminEmail=you@example.com` (all settings: infra/lib/config.ts). */
const app = new App();
const config = readConfig(app.node);
const stack = new ShopStack(app, `CrystalShop-${config.stage}`, {
  config,
  description: `Sacred Crystal Jewelry online shop (${config.stage})`,
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: (app.node.tryGetContext('region') as string | undefined) ?? process.env.CDK_DEFAULT_REGION,
  },
});
Tags.of(stack).add('project', 'crystal-shop');
Tags.of(stack).add('stage', config.stage);
