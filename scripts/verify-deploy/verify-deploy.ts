/**
 * `npm run verify:deploy`: proves the deployed code here, without AWS (issue 30, docs/deploying.md).
 *
 * 1. Synthesises dev and a full production configuration into cdk.out/verify-*, with real bundling.
 * 2. Checks the templates for account-level hazards.
 * 3. Loads every function's and job's asset from cdk.out in isolation, as Lambda would (only the
 *    runtime's @aws-sdk/* and @smithy/* resolve, nothing from the repo), and invokes real routes with
 *    API Gateway HTTP API v2 events and the template's own environment, against DynamoDB Local and a
 *    local stand-in of SSM, Secrets Manager, SES and Bedrock. Each function must refuse a request
 *    without CloudFront's origin secret (403).
 * 4. Simulates each function's IAM policy from the template (@cloud-copilot/iam-simulate) against the
 *    calls its code made and against the cases it must be allowed or denied.
 * Prints per function the routes invoked and the IAM cases allowed/denied; exits 1 on any failure.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { ORIGIN_SECRET_SETTING } from '@crystal/shared/origin-secret';
import { readConfig } from '../../infra/lib/config';
import { environmentsToBootstrap } from '../../infra/lib/shop-app';
import { REPO_ROOT } from '../../infra/lib/shop-function';
import { App } from 'aws-cdk-lib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../local/create-table';
import { startDynamoLocal } from '../local/dynamodb-local';
import { accountHazards } from './account-hazards';
import { invocationsFor, scheduledEvent, type Expected } from './api-events';
import { startAwsStandIn } from './aws-stand-in';
import { EVENT_FUNCTIONS } from './event-functions';
import { IAM_CASES, policyOfFunction, simulateCases, type CaseResult } from './iam-cases';
import { filesNamingPath, hostNativeBinaries, isolateAsset, prepareIsolation, runIsolated, type InvocationResult } from './isolated-asset';
import { pageRendererProblem } from './page-renderer-check';
import { literalsFor, resolveIntrinsics, type Template } from './resolve-template';
import { synthStage, VERIFY_ACCOUNT, VERIFY_REGION, VERIFY_STAGES } from './synth-stages';

const started = Date.now();
const failures: string[] = [];
let passed = 0;
const check = (ok: boolean, what: string) => {
  if (ok) passed++;
  else failures.push(what);
  return ok;
};
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// 1. Synth.
const outRoot = path.join(REPO_ROOT, 'cdk.out');
const assemblies = {
  dev: synthStage('dev', path.join(outRoot, 'verify-dev'), false),
  prod: synthStage('prod', path.join(outRoot, 'verify-prod'), true),
};
console.log(`verify:deploy: synthesised dev and prod (${seconds()})`);

// 2. Hazards.
for (const [stage, assembly] of Object.entries(assemblies)) {
  const config = readConfig(new App({ context: VERIFY_STAGES[stage as 'dev' | 'prod'] }).node);
  const hazards = accountHazards(assembly, environmentsToBootstrap(VERIFY_ACCOUNT, VERIFY_REGION, config));
  for (const h of hazards) console.log(`  hazard (${stage}): ${h}`);
  check(hazards.length === 0, `${stage}: ${hazards.length} account-level hazards`);
  console.log(`${stage}: stacks ${assembly.stacks.map((s) => `${s.stackName} (${s.environment.region})`).join(', ')}; ${hazards.length} account-level hazards`);
}

// 3. Assets in isolation, invoked.
const prod = assemblies.prod.stacks.find((s) => s.stackName === 'CrystalShop-prod')!;
const template = prod.template as Template;
const TABLE = 'CrystalShop-verify';
const literals = literalsFor(template, VERIFY_ACCOUNT, VERIFY_REGION, TABLE);
const lambdas = Object.entries(template.Resources)
  .filter(([, r]) => r.Type === 'AWS::Lambda::Function')
  .map(([id, r]) => ({ id, r, name: (r.Properties.Tags ?? []).find((t: { Key: string }) => t.Key === 'crystal-shop:function')?.Value as string | undefined }))
  .filter((l): l is { id: string; r: Template['Resources'][string]; name: string } => Boolean(l.name));
const jobNames = new Set(SCHEDULED_JOBS.map((j) => j.name));

const originSecretId = Object.entries(template.Resources).find(([, r]) => r.Type === 'AWS::SecretsManager::Secret')?.[0];
const originSecretArn = originSecretId ? literals.refs[`Ref:${originSecretId}`] : undefined;
const ORIGIN_SECRET = 'verify-origin-secret-0123456789abcdefghijklmnop';
const dynamo = await startDynamoLocal();
const standIn = await startAwsStandIn({
  region: VERIFY_REGION,
  account: VERIFY_ACCOUNT,
  parameters: {
    '/crystal-shop/prod/stripe/secret-key': 'sk_test_verifydeploy',
    '/crystal-shop/prod/stripe/webhook-secret': 'whsec_verifydeploy0123456789',
    '/crystal-shop/prod/links/signing-secret': 'verify-link-secret-0123456789abcdefghijklmnop',
  },
  secrets: originSecretArn ? { [originSecretArn]: ORIGIN_SECRET } : {},
});
const isolation = mkdtempSync(path.join(os.tmpdir(), 'verify-deploy-'));
const report: { name: string; routes: string[]; iam: CaseResult[] }[] = [];
try {
  // DynamoDB Local keeps a database per access key and region: the table is made with the functions' own.
  await ensureTable(
    new DynamoDBClient({ endpoint: dynamo.endpoint, region: VERIFY_REGION, credentials: { accessKeyId: 'verify', secretAccessKey: 'verify' } }),
    TABLE,
  );
  prepareIsolation(isolation, path.join(REPO_ROOT, 'node_modules'));
  for (const { id, r, name } of lambdas) {
    const hash = String(r.Properties.Code.S3Key).replace(/\.zip$/, '');
    const assetDir = path.join(assemblies.prod.directory, `asset.${hash}`);
    if (!check(existsSync(assetDir), `${name}: asset ${hash} is not in cdk.out`)) continue;
    const named = filesNamingPath(assetDir, REPO_ROOT);
    check(named.length === 0, `${name}: the asset names the build machine's repo path in ${named.join(', ')}`);
    const task = isolateAsset(assetDir, isolation, name);
    const substituted = hostNativeBinaries(task, path.join(REPO_ROOT, 'node_modules'));
    if (substituted.length) console.log(`${name}: the asset's linux-arm64 ${substituted.join(', ')} replaced by this machine's ${process.arch} build of the same version, to run here`);
    const variables = resolveIntrinsics(r.Properties.Environment?.Variables ?? {}, literals) as Record<string, string>;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      ...variables,
      AWS_REGION: VERIFY_REGION,
      AWS_DEFAULT_REGION: VERIFY_REGION,
      AWS_LAMBDA_FUNCTION_NAME: `CrystalShop-prod-${name}`,
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
      AWS_ACCESS_KEY_ID: 'verify',
      AWS_SECRET_ACCESS_KEY: 'verify',
      AWS_ENDPOINT_URL: standIn.endpoint,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: 'CRITICAL',
      TZ: 'UTC',
    };
    const isJob = jobNames.has(name);
    const onEvents = EVENT_FUNCTIONS[name]?.();
    if (!isJob && !onEvents) check(Boolean(env[ORIGIN_SECRET_SETTING]), `${name}: no ${ORIGIN_SECRET_SETTING} in its environment`);
    const { invocations, expected } = isJob
      ? { invocations: [{ label: 'scheduled event', event: scheduledEvent(name) }], expected: [{ label: 'scheduled event' }] as Expected[] }
      : onEvents
        ? { invocations: onEvents, expected: onEvents.map(({ label }) => ({ label })) as Expected[] }
        : invocationsFor(name, ORIGIN_SECRET);
    const callsBefore = standIn.calls.length;
    const run = await runIsolated(task, invocations, env);
    const made = standIn.calls.slice(callsBefore);
    const routes: string[] = [];
    if (!check(!run.loadError, `${name}: the asset does not load in isolation: ${run.loadError?.split('\n')[0]}`)) {
      report.push({ name, routes: [`LOAD FAILED: ${run.loadError?.split('\n').slice(0, 3).join(' | ')}`], iam: [] });
      continue;
    }
    for (const exp of expected) {
      const got = run.results.find((x) => x.label === exp.label) as InvocationResult | undefined;
      const statuses = exp.status === undefined ? undefined : [exp.status].flat();
      const ok = got !== undefined && !got.error && (statuses ? statuses.includes(got.statusCode ?? -1) : true);
      check(ok, `${name}: ${exp.label} answered ${got?.error ?? got?.statusCode} (expected ${statuses?.join(' or ') ?? 'success'}) ${got?.body ?? ''}`);
      routes.push(`${ok ? 'ok  ' : 'FAIL'} ${exp.label}${got?.statusCode ? ` -> ${got.statusCode}` : ''}${got?.error ? ` -> ${got.error}` : ''}`);
    }
    if (name === 'catalog') {
      const problem = pageRendererProblem(task);
      if (check(!problem, `catalog: ${problem}`)) routes.push('ok   the page renderer draws a page in isolation');
    }
    const unknown = made.filter((c) => c.action.startsWith('unknown:'));
    check(unknown.length === 0, `${name}: called AWS without a stand-in: ${unknown.map((c) => c.action).join(', ')}`);

    // 4. IAM: the calls the code made, and the cases it must be allowed or denied.
    const policy = policyOfFunction(template, id, literals);
    const resolved = {
      account: VERIFY_ACCOUNT,
      region: VERIFY_REGION,
      tableArn: literals.refs[`GetAtt:${Object.entries(template.Resources).find(([, x]) => x.Type === 'AWS::DynamoDB::Table')![0]}.Arn`]!,
      mediaBucketArn: literals.refs[`GetAtt:${Object.entries(template.Resources).find(([k, x]) => x.Type === 'AWS::S3::Bucket' && k.startsWith('DataMedia'))![0]}.Arn`]!,
      originSecretArn,
      logicalIds: Object.keys(template.Resources),
    };
    const observed = [...new Map(made.filter((c) => !c.action.startsWith('unknown:')).map((c) => [`${c.action} ${c.resource} ${JSON.stringify(c.context ?? {})}`, c])).values()].map(
      (c) => ({ expect: 'allow' as const, action: c.action, resource: c.resource, context: c.context, why: 'called by its code here' }),
    );
    const cases = IAM_CASES[name];
    check(Boolean(cases), `${name}: no IAM cases in scripts/verify-deploy/iam-cases.ts`);
    const iam = await simulateCases(policy, [...observed, ...(cases ?? [])], resolved, `${name}-role`);
    for (const c of iam) check(c.ok, `${name}: IAM ${c.action} on ${c.arn} ${c.context ? JSON.stringify(c.context) : ''} was ${c.decision}, expected ${c.expect} (${c.why})`);
    report.push({ name, routes, iam });
  }
} finally {
  await standIn.close();
  await dynamo.stop();
  rmSync(isolation, { recursive: true, force: true });
}

for (const { name, routes, iam } of report) {
  console.log(`\n${name}`);
  for (const r of routes) console.log(`  route ${r}`);
  const allowed = iam.filter((c) => c.decision === 'allow');
  const denied = iam.filter((c) => c.decision === 'deny');
  console.log(`  IAM: ${allowed.length} allowed, ${denied.length} denied${iam.some((c) => !c.ok) ? ' (MISMATCH)' : ''}`);
  for (const c of iam) {
    const where = c.arn.replace(/^arn:aws:[^:]+:[^:]*:[^:]*:/, '');
    const ctx = c.context ? ` ${Object.entries(c.context).map(([k, v]) => `${k}=${[v].flat().join('|')}`).join(' ')}` : '';
    console.log(`    ${c.ok ? '' : 'MISMATCH '}${c.decision === 'allow' ? 'allowed' : 'denied '} ${c.action} ${where}${ctx} (${c.why})`);
  }
}

mkdirSync(path.join(REPO_ROOT, '.reports'), { recursive: true });
writeFileSync(path.join(REPO_ROOT, '.reports/verify-deploy.json'), JSON.stringify({ passed, failed: failures.length, failures }));
console.log(`\nverify:deploy: ${passed} checks passed, ${failures.length} failed (${seconds()})`);
for (const f of failures) console.log(`  FAILED ${f}`);
process.exit(failures.length ? 1 : 0);
