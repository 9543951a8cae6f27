import { Tags, type App, type Environment } from 'aws-cdk-lib';
import { readConfig, type ShopConfig } from './config';
import { EdgeWafStack } from './edge-waf';
import { acknowledgeNagFindings } from './nag-acknowledgements';
import { ShopStack, type ShopStackProps } from './shop-stack';

/**
 * The environments a stage deploys to, each of which `cdk bootstrap` must have prepared: the stage's own,
 * and us-east-1 when the WAF is on elsewhere (its web ACL's stack and the cross-region reference).
 */
export function environmentsToBootstrap(account: string, region: string, config: Pick<ShopConfig, 'waf'>): string[] {
  return [...new Set([`aws://${account}/${region}`, ...(config.waf ? [`aws://${account}/us-east-1`] : [])])].sort();
}

/**
 * The stacks of one stage: the shop, and with `waf` on outside us-east-1 the web ACL's own stack in
 * us-east-1 (CloudFront takes web ACLs from there only), referenced across regions.
 */
export function createShopStacks(app: App, env: Environment, extra: Partial<Omit<ShopStackProps, 'config' | 'env'>> = {}) {
  const config = readConfig(app.node);
  const remoteWaf = config.waf && env.region !== 'us-east-1';
  const edge = remoteWaf
    ? new EdgeWafStack(app, `CrystalShopEdge-${config.stage}`, { env: { account: env.account, region: 'us-east-1' } })
    : undefined;
  const shop = new ShopStack(app, `CrystalShop-${config.stage}`, {
    ...extra,
    config,
    description: `Sacred Crystal Jewelry online shop (${config.stage})`,
    env,
    ...(edge ? { webAclArn: edge.webAclArn, crossRegionReferences: true } : {}),
  });
  acknowledgeNagFindings(shop);
  for (const stack of [shop, ...(edge ? [edge] : [])]) {
    Tags.of(stack).add('project', 'crystal-shop');
    Tags.of(stack).add('stage', config.stage);
  }
  return { shop, edge, config };
}
