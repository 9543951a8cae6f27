/**
 * What a first deploy to a new account needs, and the API answering only CloudFront (issue 30).
 */
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER } from '@crystal/shared/origin-secret';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { FULL_PRODUCTION_CONTEXT } from '../lib/deployed-environment';
import { deployRegion } from '../lib/deploy-region';
import { actionsOf, lambdaOf, ofType, resourcesOf, statementsOfFunction, synth } from './synth-shop-stack';

const prod = synth(FULL_PRODUCTION_CONTEXT);
const API_FUNCTIONS = ['catalog', 'cart', 'wishlist', 'newsletter', 'contact', 'orders', 'payments', 'webhooks', 'ai', 'admin', 'images'];

describe('a first deploy on a new account', () => {
  it('reserves no concurrency unless the operator sets aiReservedConcurrency', () => {
    expect(JSON.stringify(prod.resources)).not.toContain('ReservedConcurrentExecutions');
    const reserved = synth({ ...FULL_PRODUCTION_CONTEXT, aiReservedConcurrency: '20' });
    expect(reserved.resources[lambdaOf(reserved.resources, 'ai')]!.Properties.ReservedConcurrentExecutions).toBe(20);
    expect(() => synth({ ...FULL_PRODUCTION_CONTEXT, aiReservedConcurrency: 'ten' })).toThrow(/aiReservedConcurrency must be a whole number/);
  });

  it('takes the region from -c region or AWS_REGION, never CDK_DEFAULT_REGION; production without one stops in one line', () => {
    expect(deployRegion('eu-west-1', { AWS_REGION: 'ca-central-1' }, true)).toBe('eu-west-1');
    expect(deployRegion(undefined, { AWS_REGION: 'ca-central-1', CDK_DEFAULT_REGION: 'us-west-2' }, true)).toBe('ca-central-1');
    expect(() => deployRegion(undefined, { CDK_DEFAULT_REGION: 'us-west-2' }, true)).toThrow(
      /^A production stage needs an explicit region: set AWS_REGION=ca-central-1 \(or -c region=ca-central-1\)/,
    );
    try {
      deployRegion(undefined, {}, true);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
    expect(deployRegion(undefined, { CDK_DEFAULT_REGION: 'us-west-2' }, false)).toBe('us-west-2');
    expect(() => deployRegion('canada', {}, false)).toThrow(/not an AWS region name/);
  });

  it('names the Cognito domain with the account id, so no other account can hold it', () => {
    const [, domain] = ofType(prod.resources, 'AWS::Cognito::UserPoolDomain')[0]!;
    expect(domain.Properties.Domain).toBe('crystal-shop-prod-111111111111');
    const custom = synth({ ...FULL_PRODUCTION_CONTEXT, authDomainPrefix: 'sacred-crystal-admin' });
    expect(ofType(custom.resources, 'AWS::Cognito::UserPoolDomain')[0]![1].Properties.Domain).toBe('sacred-crystal-admin');
    expect(() => synth({ ...FULL_PRODUCTION_CONTEXT, authDomainPrefix: 'my-aws-shop' })).toThrow(/may not contain aws/);
  });

  it('creates no name that must be unique across accounts (buckets, tables, functions are named by CloudFormation)', () => {
    for (const [type, key] of [
      ['AWS::S3::Bucket', 'BucketName'],
      ['AWS::DynamoDB::Table', 'TableName'],
      ['AWS::Lambda::Function', 'FunctionName'],
    ] as const) {
      for (const [, r] of ofType(prod.resources, type)) expect(r.Properties?.[key], `${type} ${key}`).toBeUndefined();
    }
  });
});

describe('the API answers only CloudFront', () => {
  const [, dist] = ofType(prod.resources, 'AWS::CloudFront::Distribution')[0]!;
  const config = dist.Properties.DistributionConfig;
  const [secretId] = ofType(prod.resources, 'AWS::SecretsManager::Secret')[0]!;

  it('sends the origin secret from Secrets Manager as a custom header on the /api/* origin (and the catalog pages)', () => {
    const apiBehaviour = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o: any) => o.Id === apiBehaviour.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('ApiOriginDomain');
    const header = origin.OriginCustomHeaders.find((h: any) => h.HeaderName === ORIGIN_SECRET_HEADER);
    // A dynamic reference resolved by CloudFormation: the value is never in the template.
    expect(JSON.stringify(header.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:.*SecretString:::\}\}/);
    expect(JSON.stringify(header.HeaderValue)).toContain(secretId);
    const productPages = config.CacheBehaviors.find((b: any) => b.PathPattern === '/shop/product/*');
    expect(productPages.TargetOriginId).toBe(apiBehaviour.TargetOriginId);
  });

  it('sends a chosen version after a rotation (-c originSecretVersion)', () => {
    const rotated = synth({ ...FULL_PRODUCTION_CONTEXT, originSecretVersion: 'v2-abc' });
    const [, d] = ofType(rotated.resources, 'AWS::CloudFront::Distribution')[0]!;
    expect(JSON.stringify(d.Properties.DistributionConfig.Origins)).toMatch(/SecretString:::v2-abc\}\}/);
  });

  it('gives every API function the secret to check (and only read access to it); the jobs are not behind CloudFront', () => {
    for (const name of API_FUNCTIONS) {
      const id = lambdaOf(prod.resources, name);
      expect(prod.resources[id]!.Properties.Environment.Variables.ORIGIN_SECRET_ID, name).toEqual({ Ref: secretId });
      const reads = statementsOfFunction(prod.resources, id).filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'));
      expect(reads.map((s) => resourcesOf(s)), name).toEqual([[{ Ref: secretId }]]);
    }
    const dev = synth({ stage: 'dev' }, []);
    expect(ofType(dev.resources, 'AWS::SecretsManager::Secret')).toHaveLength(1);
    const own = synth({ stage: 'dev', apiOnOwnHost: 'true' });
    expect(ofType(own.resources, 'AWS::SecretsManager::Secret')).toHaveLength(0);
  });
});

describe('secrets and grants that hold', () => {
  it('tells each function which SSM parameters to check at cold start: those it is granted', () => {
    const env = (name: string) => prod.resources[lambdaOf(prod.resources, name)]!.Properties.Environment.Variables;
    expect(env('payments').REQUIRED_PARAMETERS).toBe(
      '/crystal-shop/prod/stripe/secret-key,/crystal-shop/prod/stripe/webhook-secret,/crystal-shop/prod/links/signing-secret',
    );
    expect(env('orders').REQUIRED_PARAMETERS).toBe('/crystal-shop/prod/links/signing-secret');
    expect(env('catalog').REQUIRED_PARAMETERS).toBeUndefined();
  });

  it('alarms on a configuration error logged by any function', () => {
    const filters = ofType(prod.resources, 'AWS::Logs::MetricFilter').map(([, f]) => f.Properties);
    expect(filters.length).toBeGreaterThanOrEqual(API_FUNCTIONS.length);
    expect(filters.every((f) => f.FilterPattern === '{ $.configError = "*" }' || f.FilterPattern.includes('configError'))).toBe(true);
    const alarms = ofType(prod.resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    for (const name of API_FUNCTIONS) {
      expect(alarms.some((a) => a.MetricName === `ConfigErrors-${name}`), name).toBe(true);
    }
  });

  it('grants kms:Decrypt through SSM only when a customer-managed key is configured, to the functions that read secrets', () => {
    const kms = (r: typeof prod.resources, name: string) =>
      statementsOfFunction(r, lambdaOf(r, name)).filter((s) => actionsOf(s).includes('kms:Decrypt'));
    expect(kms(prod.resources, 'payments')).toEqual([]);
    const key = 'arn:aws:kms:ca-central-1:111111111111:key/1234abcd-12ab-34cd-56ef-1234567890ab';
    const withKey = synth({ ...FULL_PRODUCTION_CONTEXT, parameterKmsKeyArn: key });
    const [grant] = kms(withKey.resources, 'payments');
    expect(grant.Resource).toBe(key);
    expect(grant.Condition).toEqual({ StringEquals: { 'kms:ViaService': { 'Fn::Join': ['', ['ssm.ca-central-1.', { Ref: 'AWS::URLSuffix' }]] } } });
    expect(kms(withKey.resources, 'catalog')).toEqual([]);
  });

  it('lets each job that may mail send it, and no other: the reservation sweep gives units back, and their back-in-stock mail goes from it', () => {
    const withJobs = synth(FULL_PRODUCTION_CONTEXT, SCHEDULED_JOBS);
    const sends = (name: string) => statementsOfFunction(withJobs.resources, lambdaOf(withJobs.resources, name)).some((s) => actionsOf(s).includes('ses:SendEmail'));
    for (const job of SCHEDULED_JOBS) expect(sends(job.name), job.name).toBe(job.access.includes('ses'));
    expect(sends('reservation-sweep')).toBe(true);
    expect(sends('keyword-monitor')).toBe(false);
  });

  it("lets SES authorise the sandbox's recipient identities, pinned to the shop's From address", () => {
    const [send] = statementsOfFunction(prod.resources, lambdaOf(prod.resources, 'orders')).filter((s) => actionsOf(s).includes('ses:SendEmail'));
    expect(JSON.stringify(send.Resource)).toContain(':identity/*');
    expect(send.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'orders@shop.example.com' } });
  });
});
