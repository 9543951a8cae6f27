/**
 * `npm run deploy -- --stage <name> [-c key=value ...]`: the guided deploy (docs/deploying.md).
 * Preflight (each failure one line with its fix), web build, `cdk deploy --all`, the Stripe webhook
 * registered and its secret stored, a smoke test of the deployed site, and what is left for a person.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { App } from 'aws-cdk-lib';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { readConfig, stripeParameterNames } from '../../infra/lib/config';
import { leftovers } from './leftovers';
import { formatFindings, preflight } from './preflight';
import { smokeTest } from './smoke-test';
import { ensureStripeWebhook } from './stripe-webhook';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    stage: { type: 'string' },
    context: { type: 'string', short: 'c', multiple: true },
    'preflight-only': { type: 'boolean' },
  },
});
if (!values.stage) {
  console.error('Usage: npm run deploy -- --stage <name> [-c key=value ...] [--preflight-only]');
  process.exit(2);
}
const context: Record<string, string> = { stage: values.stage };
for (const pair of values.context ?? []) {
  const cut = pair.indexOf('=');
  if (cut <= 0) {
    console.error(`-c ${pair}: expected key=value`);
    process.exit(2);
  }
  context[pair.slice(0, cut)] = pair.slice(cut + 1);
}

let config;
try {
  config = readConfig(new App({ context }).node);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

console.log(`Preflight for stage ${config.stage}:`);
const { findings, region } = await preflight(config, context.region, process.env);
for (const line of formatFindings(findings)) console.log(`  ${line}`);
if (findings.some((f) => f.level === 'fail') || !region) {
  console.error('Fix the FAIL lines above, then run the deploy again.');
  process.exit(1);
}
if (values['preflight-only']) process.exit(0);

const outputsFile = path.join(root, `cdk-outputs-${config.stage}.json`);
/**
 * The site's origin for the web build's absolute addresses (share tags, the prerendered pages' canonical
 * links): the custom domain, else the CloudFront address a previous deploy reported; unknown on the
 * first deploy to the CloudFront address, when the build writes root-relative addresses instead.
 */
const previousSiteUrl = existsSync(outputsFile)
  ? (JSON.parse(readFileSync(outputsFile, 'utf8')) as Record<string, Record<string, string>>)[`CrystalShop-${config.stage}`]?.SiteUrl
  : undefined;
const siteOrigin = config.domainName ? `https://${config.domainName}` : previousSiteUrl ? new URL(previousSiteUrl).origin : '';
const env = { ...process.env, AWS_REGION: region, BASE_PATH: config.basePath, SITE_ORIGIN: process.env.SITE_ORIGIN ?? siteOrigin };
const run = (command: string, args: string[]) => {
  const r = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npm', ['run', 'build:web']);
const contextArgs = Object.entries(context).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
run('npx', ['cdk', 'deploy', '--all', '--require-approval', 'never', '--outputs-file', outputsFile, ...contextArgs]);

const outputs = (JSON.parse(readFileSync(outputsFile, 'utf8')) as Record<string, Record<string, string>>)[`CrystalShop-${config.stage}`] ?? {};
const ssm = new SSMClient({ region });
const stripe = stripeParameterNames(config.stage);
const siteUrl = outputs.SiteUrl!;
try {
  const secretKey = (await ssm.send(new GetParameterCommand({ Name: stripe.secretKey, WithDecryption: true }))).Parameter!.Value!;
  const url = `${new URL(siteUrl).origin}/api/webhooks/stripe`;
  const outcome = await ensureStripeWebhook(secretKey, url, stripe.webhookSecret, ssm);
  console.log(
    outcome.kind === 'created'
      ? `Stripe: webhook ${url} registered; its signing secret is in ${stripe.webhookSecret}`
      : outcome.kind === 'updated'
        ? `Stripe: webhook ${url} now also sends ${outcome.added.join(', ')}`
        : `Stripe: webhook ${url} already registered`,
  );
} catch (e) {
  console.error(`Stripe: the webhook could not be registered (${(e as Error).message}): add ${siteUrl} /api/webhooks/stripe in the Stripe dashboard and put its secret in ${stripe.webhookSecret}`);
}

console.log('Smoke test:');
const smoke = await smokeTest({ siteUrl, apiOriginHost: config.apiOnOwnHost ? undefined : config.apiOriginDomain });
for (const s of smoke) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.what}: ${s.url} ${s.detail}`);

console.log('Left for you:');
for (const line of await leftovers(config, outputs, new SESv2Client({ region }))) console.log(`  - ${line}`);
process.exit(smoke.every((s) => s.ok) ? 0 : 1);
