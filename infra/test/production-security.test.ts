/**
 * The production synth leaves no door open: one synth of the whole app (the shop stack and the
 * us-east-1 WAF stack) with cdk-nag's AwsSolutions checks, which fail it on any finding not
 * acknowledged with a reason (infra/lib/nag-acknowledgements.ts).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { NAG_ACKNOWLEDGEMENTS } from '../lib/nag-acknowledgements';
import { createShopStacks } from '../lib/shop-app';

function fixtureWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/shop/assets/index-abc123.js"></script>');
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log("shop")');
  writeFileSync(path.join(dir, 'assets/index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  return dir;
}

const outdir = mkdtempSync(path.join(os.tmpdir(), 'cdk-prod-'));
let synthError: unknown;
let shop: Template;
let edge: Template;

beforeAll(() => {
  const app = new App({
    outdir,
    context: {
      'aws:cdk:bundling-stacks': [],
      stage: 'prod',
      adminEmail: 'artisan@example.com',
      alarmEmail: 'ops@example.com',
      mailFrom: 'shop.example.com',
      stripePublishableKey: 'pk_live_123',
      apiOriginDomain: 'api-origin.example.com',
      apiOriginCertificateArn: 'arn:aws:acm:ca-central-1:111111111111:certificate/abc',
    },
  });
  const stacks = createShopStacks(app, { account: '111111111111', region: 'ca-central-1' }, { webDist: fixtureWebDist() });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }
  shop = Template.fromStack(stacks.shop);
  edge = Template.fromStack(stacks.edge!);
}, 240_000);

describe('production synth', () => {
  it('has 0 unacknowledged cdk-nag (AwsSolutions) findings', () => {
    expect(synthError ? String((synthError as Error).message).slice(0, 4000) : '').toBe('');
    console.info(`cdk-nag: 0 unacknowledged findings; ${NAG_ACKNOWLEDGEMENTS.length} accepted exceptions, each with its reason`);
  });

  it('requires TOTP MFA for the admins', () => {
    shop.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'ON', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('disables the execute-api endpoint: the API is reached through CloudFront on its origin host only', () => {
    shop.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    shop.hasResourceProperties('AWS::ApiGatewayV2::DomainName', { DomainName: 'api-origin.example.com' });
  });

  it('puts a WAF web ACL with a rate-based rule in front of CloudFront (from us-east-1)', () => {
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: [{ Name: 'rate-per-viewer', Action: { Block: {} }, Statement: { RateBasedStatement: { AggregateKeyType: 'IP', Limit: 1000 } } }, { Name: 'known-bad-inputs' }].map((r) => ({ ...r })),
    });
    const dist = Object.values(shop.findResources('AWS::CloudFront::Distribution'))[0] as { Properties: { DistributionConfig: Record<string, unknown> } };
    expect(dist.Properties.DistributionConfig.WebACLId).toBeDefined();
    expect(dist.Properties.DistributionConfig.Logging).toBeDefined();
  });

  it('grants no policy dynamodb:Scan', () => {
    const policies = JSON.stringify(shop.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('dynamodb:Query');
    expect(policies).not.toContain('dynamodb:Scan');
  });

  it('caps AI spend: no reservation by default (a new account accepts the stack), an invocations alarm and a Budgets alert', () => {
    // A new account's quota may be 10, with 10 kept unreserved: any reservation would roll the stack back.
    // `-c aiReservedConcurrency=N` reserves N (infra/test/first-deploy.test.ts), checked by the guided deploy.
    expect(JSON.stringify(shop.findResources('AWS::Lambda::Function'))).not.toContain('ReservedConcurrentExecutions');
    shop.hasResourceProperties('AWS::CloudWatch::Alarm', { Threshold: 600, AlarmDescription: 'More than 600 AI (Bedrock) calls in an hour' });
    shop.hasResourceProperties('AWS::Budgets::Budget', { Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', CostFilters: { Service: ['Amazon Bedrock'] } } });
  });

  it('keeps source maps out of the site deployment', () => {
    const staged = readdirSync(outdir).filter((d) => d.startsWith('asset.'));
    const files = staged.flatMap((d) => {
      try {
        return readdirSync(path.join(outdir, d), { recursive: true }).map(String);
      } catch {
        return [];
      }
    });
    expect(files.some((f) => f.endsWith('index-abc123.js'))).toBe(true);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(readFileSync(path.join(outdir, 'manifest.json'), 'utf8')).toContain('CrystalShopEdge-prod');
  });
});
