import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { FULL_PRODUCTION_CONTEXT } from '../../infra/lib/deployed-environment';
import { createShopStacks } from '../../infra/lib/shop-app';

export const VERIFY_ACCOUNT = '111111111111';
export const VERIFY_REGION = 'ca-central-1';

/** A dev stage as the README's first deploy gives it, and production with every setting (WAF in us-east-1 included). */
export const VERIFY_STAGES: Record<'dev' | 'prod', Record<string, string>> = {
  dev: { stage: 'dev', adminEmail: 'artisan@example.com' },
  prod: { ...FULL_PRODUCTION_CONTEXT, waf: 'true', alarmEmail: 'ops@example.com' },
};

/** A tiny built SPA, so the synth needs no web build. */
function fixtureWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'verify-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/shop/assets/index-abc123.js"></script>');
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log("shop")');
  return dir;
}

/**
 * Synthesises a stage into `outdir`, as `cdk synth` does. With `bundle`, real bundling: the assets are
 * the deployed ones. (The functions' code is the same in every stage, so one stage's bundles suffice.)
 */
export function synthStage(stage: keyof typeof VERIFY_STAGES, outdir: string, bundle: boolean): CloudAssembly {
  rmSync(outdir, { recursive: true, force: true });
  const app = new App({ outdir, context: { ...VERIFY_STAGES[stage], ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) } });
  createShopStacks(app, { account: VERIFY_ACCOUNT, region: VERIFY_REGION }, { webDist: fixtureWebDist() });
  return app.synth();
}
