import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { BedrockClient, GetFoundationModelAvailabilityCommand } from '@aws-sdk/client-bedrock';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { App } from 'aws-cdk-lib';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../infra/lib/config';
import { FULL_PRODUCTION_CONTEXT } from '../../infra/lib/deployed-environment';
import { BOOTSTRAP_VERSION_PARAMETER, formatFindings, preflight, type Clients } from './preflight';

// The real SDK clients, each answered by aws-sdk-client-mock (every instance of a class).
const sts = mockClient(STSClient);
const ssm = mockClient(SSMClient);
const bedrock = mockClient(BedrockClient);
const ses = mockClient(SESv2Client);
const lambda = mockClient(LambdaClient);
const acm = mockClient(ACMClient);
const cloudformation = mockClient(CloudFormationClient);
// The document client the check wraps the DynamoDB client in (aws-sdk-client-mock mocks it by its class).
const dynamodb = mockClient(DynamoDBDocumentClient);
const regions: Record<string, string[]> = {};
const clients: Clients = {
  sts: () => new STSClient({ region: 'ca-central-1' }),
  ssm: (region) => ((regions.ssm ??= []).push(region), new SSMClient({ region })),
  bedrock: (region) => new BedrockClient({ region }),
  ses: (region) => new SESv2Client({ region }),
  lambda: (region) => new LambdaClient({ region }),
  acm: (region) => new ACMClient({ region }),
  cloudformation: (region) => new CloudFormationClient({ region }),
  dynamodb: (region) => new DynamoDBClient({ region }),
};

const config = (extra: Record<string, string> = {}) =>
  readConfig(new App({ context: { ...FULL_PRODUCTION_CONTEXT, waf: 'true', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/site', domainName: 'shop.example.com', ...extra } }).node);

const PARAMS = ['/crystal-shop/prod/stripe/secret-key', '/crystal-shop/prod/links/signing-secret'];

/** An account ready for the first deploy. */
function healthyAccount() {
  for (const m of [sts, ssm, bedrock, ses, lambda, acm, cloudformation, dynamodb]) m.reset();
  cloudformation.on(DescribeStacksCommand).rejects(Object.assign(new Error('Stack with id CrystalShop-prod does not exist'), { name: 'ValidationError' }));
  sts.on(GetCallerIdentityCommand).resolves({ Account: '111111111111' });
  ssm.on(GetParameterCommand, { Name: BOOTSTRAP_VERSION_PARAMETER }).resolves({ Parameter: { Name: BOOTSTRAP_VERSION_PARAMETER, Value: '27' } });
  ssm.on(GetParametersCommand).resolves({ Parameters: PARAMS.map((Name) => ({ Name })) });
  bedrock.on(GetFoundationModelAvailabilityCommand).resolves({
    modelId: 'x',
    authorizationStatus: 'AUTHORIZED',
    entitlementAvailability: 'AVAILABLE',
    regionAvailability: 'AVAILABLE',
    agreementAvailability: { status: 'AVAILABLE' },
  });
  ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
  ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true });
  lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000, UnreservedConcurrentExecutions: 1000 } });
  acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'ISSUED', DomainName: 'shop.example.com' } });
}

const failures = async (cfg = config(), env: NodeJS.ProcessEnv = { AWS_REGION: 'ca-central-1' }) => {
  const { findings } = await preflight(cfg, undefined, env, clients);
  return formatFindings(findings.filter((f) => f.level !== 'ok'));
};

describe('preflight', () => {
  beforeEach(healthyAccount);

  it('passes an account that is ready, checking both environments (us-east-1 for the WAF)', async () => {
    regions.ssm = [];
    expect(await failures()).toEqual([]);
    expect(regions.ssm).toEqual(expect.arrayContaining(['ca-central-1', 'us-east-1']));
  });

  it('names a missing bootstrap in us-east-1 with the one command that bootstraps both', async () => {
    // Bootstrapped in the shop's region only: the client's own region decides the answer.
    ssm.on(GetParameterCommand, { Name: BOOTSTRAP_VERSION_PARAMETER }).callsFake(async (_input, getClient) => {
      if ((await getClient().config.region()) === 'us-east-1') throw Object.assign(new Error('not found'), { name: 'ParameterNotFound' });
      return { Parameter: { Name: BOOTSTRAP_VERSION_PARAMETER, Value: '27' } };
    });
    expect(await failures()).toEqual([
      'FAIL bootstrap: aws://111111111111/us-east-1 not bootstrapped: npx cdk bootstrap aws://111111111111/ca-central-1 aws://111111111111/us-east-1',
    ]);
  });

  it('stops on a reservation a quota of 10 cannot take, and warns about the quota itself', async () => {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10, UnreservedConcurrentExecutions: 10 } });
    expect(await failures(config({ aiReservedConcurrency: '5' }))).toEqual([
      'FAIL lambda: Lambda\'s concurrency quota in ca-central-1 is 10 (10 unreserved): -c aiReservedConcurrency=5 would leave fewer than 10 unreserved; drop it, or request a higher quota (Service Quotas: Lambda "Concurrent executions").',
    ]);
    expect(await failures()).toEqual([
      'warn lambda: Lambda\'s concurrency quota in ca-central-1 is 10: the shop is throttled under load; request at least 1000 (Service Quotas: Lambda "Concurrent executions").',
    ]);
  });

  it('names a missing parameter with the command that creates it', async () => {
    ssm.on(GetParametersCommand).resolves({ Parameters: [{ Name: PARAMS[0] }], InvalidParameters: [PARAMS[1]!] });
    expect(await failures()).toEqual([
      'FAIL parameters: SSM parameter /crystal-shop/prod/links/signing-secret is missing (the secret that signs order and unsubscribe links (32+ random characters)): aws ssm put-parameter --region ca-central-1 --type SecureString --name /crystal-shop/prod/links/signing-secret --value "$(openssl rand -base64 32)"',
    ]);
  });

  it('names a model without access and where to enable it', async () => {
    bedrock.on(GetFoundationModelAvailabilityCommand, { modelId: 'amazon.nova-canvas-v1:0' }).resolves({
      modelId: 'amazon.nova-canvas-v1:0',
      authorizationStatus: 'NOT_AUTHORIZED',
      entitlementAvailability: 'NOT_AVAILABLE',
      regionAvailability: 'AVAILABLE',
      agreementAvailability: { status: 'NOT_AVAILABLE' },
    });
    expect(await failures()).toEqual([
      'FAIL bedrock: Bedrock model amazon.nova-canvas-v1:0 has no access in us-east-1: enable it in the Bedrock console (Model access) for us-east-1.',
    ]);
  });

  it('warns that SES is in its sandbox, with how to leave it', async () => {
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });
    expect(await failures()).toEqual([
      'warn ses: SES in ca-central-1 is in its sandbox (mail reaches only verified addresses): request production access in the SES console (Account dashboard) or with aws sesv2 put-account-details --production-access-enabled --mail-type TRANSACTIONAL ...',
    ]);
  });

  it('stops without credentials, and without an explicit region', async () => {
    sts.on(GetCallerIdentityCommand).rejects(Object.assign(new Error('no creds'), { name: 'CredentialsProviderError' }));
    expect(await failures(config(), {})).toEqual([
      'FAIL credentials: No usable AWS credentials (CredentialsProviderError): run `aws configure` or set AWS_PROFILE, then try again.',
      'FAIL region: A production stage needs an explicit region: set AWS_REGION=ca-central-1 (or -c region=ca-central-1); CDK_DEFAULT_REGION is overwritten by the CDK CLI.',
    ]);
  });

  it('stops on a certificate in the wrong region or not issued yet', async () => {
    const wrong = config({ certificateArn: 'arn:aws:acm:ca-central-1:111111111111:certificate/site' });
    expect((await failures(wrong))[0]).toMatch(/^FAIL certificates: the site certificate \(certificateArn, for CloudFront\) is in ca-central-1, but it must be in us-east-1/);
    acm.on(DescribeCertificateCommand).resolves({ Certificate: { Status: 'PENDING_VALIDATION' } });
    expect((await failures())[0]).toMatch(/^FAIL certificates: the site certificate .* is PENDING_VALIDATION, not ISSUED: publish its DNS validation CNAME/);
  });

  it('refuses a production redeploy while the saved settings hold the demo phone or GST/HST number, and reads nothing on a first deploy', async () => {
    expect(dynamodb.commandCalls(GetCommand)).toHaveLength(0);
    cloudformation.on(DescribeStacksCommand).resolves({ Stacks: [{ StackName: 'CrystalShop-prod', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date(), Outputs: [{ OutputKey: 'TableName', OutputValue: 'shop-table' }] }] });
    dynamodb.on(GetCommand).resolves({ Item: { pk: 'SETTINGS', sk: 'SHOP', settings: { phone: '(204) 555-0123', gstHstNumber: '000000000RT0000' } } });
    expect(await failures()).toEqual([
      "FAIL demo facts: The shop's saved settings hold the demo phone (204) 555-0123 and the demo GST/HST number 000000000RT0000: enter the shop's own in /admin > Settings, then deploy again.",
    ]);
    expect(dynamodb.commandCalls(GetCommand)[0]!.args[0].input).toMatchObject({ TableName: 'shop-table', Key: { pk: 'SETTINGS', sk: 'SHOP' } });
    dynamodb.on(GetCommand).resolves({ Item: { pk: 'SETTINGS', sk: 'SHOP', settings: { phone: '(204) 949-1234', gstHstNumber: '123456789RT0001' } } });
    expect(await failures()).toEqual([]);
  });

  it('does not check a stage that is not production', async () => {
    const { findings } = await preflight(config({ stage: 'staging', production: 'false', waf: 'false' }), undefined, { AWS_REGION: 'ca-central-1' }, clients);
    expect(findings.find((f) => f.check === 'demo facts')).toMatchObject({ level: 'ok' });
    expect(cloudformation.commandCalls(DescribeStacksCommand)).toHaveLength(0);
  });
});
