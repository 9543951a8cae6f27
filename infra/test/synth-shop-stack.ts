import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import type { ScheduledJob } from '@crystal/shared/jobs';
import { readConfig } from '../lib/config';
import { FULL_PRODUCTION_CONTEXT } from '../lib/deployed-environment';
import { ShopStack } from '../lib/shop-stack';

export type Resource = {
  Type: string;
  Properties?: any;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

/** A tiny built SPA for /shop/ (the real web/dist may be missing or built for another base). */
export function fixtureWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<script type="module" src="/shop/assets/index-abc123.js"></script>',
  );
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log("shop")');
  return dir;
}
export const webDist = fixtureWebDist();

/** Synthesises the stack without bundling (the test-mode App), as `cdk synth -c ...` would. */
export function synth(context: Record<string, unknown>, jobs: readonly ScheduledJob[] = []) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const config = readConfig(app.node);
  const stack = new ShopStack(app, `CrystalShop-${config.stage}`, {
    config,
    jobs,
    webDist,
    env: { account: '111111111111', region: 'ca-central-1' },
  });
  const template = Template.fromStack(stack);
  return { template, resources: template.toJSON().Resources as Record<string, Resource> };
}

export const ofType = (resources: Record<string, Resource>, type: string) =>
  Object.entries(resources).filter(([, r]) => r.Type === type);

/** Logical id of the Lambda tagged with the given function name. */
export function lambdaOf(resources: Record<string, Resource>, name: string): string {
  const found = ofType(resources, 'AWS::Lambda::Function').filter(([, r]) =>
    (r.Properties.Tags ?? []).some((t: any) => t.Key === 'crystal-shop:function' && t.Value === name),
  );
  expect(found, `one Lambda for ${name}`).toHaveLength(1);
  return found[0]![0];
}

/** The Lambda logical id a role belongs to, via the function's Role attribute. */
export function statementsOfFunction(resources: Record<string, Resource>, fnId: string): any[] {
  const roleRef = resources[fnId]!.Properties.Role['Fn::GetAtt'][0];
  return ofType(resources, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleRef))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
}

export const actionsOf = (s: any): string[] => [s.Action].flat();
export const resourcesOf = (s: any): unknown[] => [s.Resource].flat();

export const JOB_FIXTURE: ScheduledJob = {
  name: 'reservation-sweep',
  // Any existing module stands in for a job entry: bundling is skipped in this mode.
  entry: 'functions/src/catalog/handler.ts' as ScheduledJob['entry'],
  schedule: 'rate(5 minutes)',
  description: 'Releases reserved stock of orders unpaid after 30 minutes',
  access: ['table:readwrite'],
};

export type Synth = ReturnType<typeof synth>;

/** The two stages every stack test reads: dev (with a job and alarms) and prod (live keys, mail domain). */
export function synthStages(): { dev: Synth; prod: Synth } {
  const dev = synth({ stage: 'dev', adminEmail: 'artisan@example.com', alarmEmail: 'ops@example.com' }, [
    JOB_FIXTURE,
  ]);
  const prod = synth(FULL_PRODUCTION_CONTEXT);
  return { dev, prod };
}
