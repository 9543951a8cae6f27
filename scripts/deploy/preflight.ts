import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { BedrockClient, GetFoundationModelAvailabilityCommand } from '@aws-sdk/client-bedrock';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { stageParameters, type ShopConfig } from '../../infra/lib/config';
import { deployRegion } from '../../infra/lib/deploy-region';
import { environmentsToBootstrap } from '../../infra/lib/shop-app';
import { checkDemoFacts, demoFactClients, type DemoFactClients } from './check-demo-facts';
import type { Finding } from './finding';

export type { Finding } from './finding';

/** The AWS clients the preflight uses, made per region (tests hand in the same mocked classes). */
export type Clients = {
  sts: () => STSClient;
  ssm: (region: string) => SSMClient;
  bedrock: (region: string) => BedrockClient;
  ses: (region: string) => SESv2Client;
  lambda: (region: string) => LambdaClient;
  acm: (region: string) => ACMClient;
} & DemoFactClients;

export const awsClients = (): Clients => ({
  sts: () => new STSClient({}),
  ssm: (region) => new SSMClient({ region }),
  bedrock: (region) => new BedrockClient({ region }),
  ses: (region) => new SESv2Client({ region }),
  lambda: (region) => new LambdaClient({ region }),
  acm: (region) => new ACMClient({ region }),
  ...demoFactClients(),
});

/** The CDK bootstrap stack records its version here (default qualifier). */
export const BOOTSTRAP_VERSION_PARAMETER = '/cdk-bootstrap/hnb659fds/version';
/** Lambda keeps this many executions unreserved (or the whole quota, when it is lower). */
export const MIN_UNRESERVED = 100;

const errorName = (e: unknown) => (e as { name?: string }).name ?? 'Error';

/** The SES identity and From address a config sends from (as the stack computes them). */
export function senderOf(config: Pick<ShopConfig, 'mailFrom'>): { identity: string; address: string } | undefined {
  if (!config.mailFrom) return undefined;
  return config.mailFrom.includes('@')
    ? { identity: config.mailFrom, address: config.mailFrom }
    : { identity: config.mailFrom, address: `orders@${config.mailFrom}` };
}

/**
 * Everything a first deploy of `config` needs from the account, checked before `cdk deploy`, each
 * failure one line with its fix: credentials, an explicit region, every environment bootstrapped, the
 * SSM parameters, Bedrock model access, the SES identity and sandbox, Lambda's concurrency quota, and
 * the ACM certificates issued in the right regions, and (production) no demo facts in the saved settings.
 */
export async function preflight(
  config: ShopConfig,
  contextRegion: string | undefined,
  env: NodeJS.ProcessEnv,
  clients: Clients = awsClients(),
): Promise<{ findings: Finding[]; account?: string; region?: string }> {
  const findings: Finding[] = [];
  const add = (check: string, level: Finding['level'], message: string) => findings.push({ check, level, message });

  let account: string | undefined;
  try {
    account = (await clients.sts().send(new GetCallerIdentityCommand({}))).Account;
    add('credentials', 'ok', `account ${account}`);
  } catch (e) {
    add('credentials', 'fail', `No usable AWS credentials (${errorName(e)}): run \`aws configure\` or set AWS_PROFILE, then try again.`);
  }

  let region: string | undefined;
  try {
    region = deployRegion(contextRegion, env, true);
    add('region', 'ok', region!);
  } catch (e) {
    add('region', 'fail', (e as Error).message);
  }
  if (!account || !region) return { findings, account, region };

  const environments = environmentsToBootstrap(account, region, config);
  const missing: string[] = [];
  for (const environment of environments) {
    const where = environment.split('/').pop()!;
    try {
      await clients.ssm(where).send(new GetParameterCommand({ Name: BOOTSTRAP_VERSION_PARAMETER }));
    } catch {
      missing.push(environment);
    }
  }
  if (missing.length) {
    add('bootstrap', 'fail', `${missing.join(' and ')} not bootstrapped: npx cdk bootstrap ${environments.join(' ')}`);
  } else add('bootstrap', 'ok', environments.join(', '));

  const required = stageParameters(config.stage).filter((p) => p.createdBy === 'you');
  try {
    const answer = await clients.ssm(region).send(new GetParametersCommand({ Names: required.map((p) => p.name), WithDecryption: false }));
    const present = new Set((answer.Parameters ?? []).map((p) => p.Name));
    const absent = required.filter((p) => !present.has(p.name));
    for (const p of absent) {
      const value = p.name.endsWith('signing-secret') ? '"$(openssl rand -base64 32)"' : "'sk_live_...'";
      add('parameters', 'fail', `SSM parameter ${p.name} is missing (${p.holds}): aws ssm put-parameter --region ${region} --type SecureString --name ${p.name} --value ${value}`);
    }
    if (!absent.length) add('parameters', 'ok', required.map((p) => p.name).join(', '));
  } catch (e) {
    add('parameters', 'fail', `Cannot read SSM parameters in ${region} (${errorName(e)}): the deploying identity needs ssm:GetParameters.`);
  }

  for (const modelId of new Set([config.bedrockTextModelId, config.bedrockImageModelId])) {
    const base = modelId.replace(/^(us|eu|apac|ca|jp|au|global)\./, '');
    try {
      const a = await clients.bedrock(config.bedrockRegion).send(new GetFoundationModelAvailabilityCommand({ modelId: base }));
      if (a.regionAvailability === 'NOT_AVAILABLE') {
        add('bedrock', 'fail', `Bedrock model ${modelId} is not offered in ${config.bedrockRegion}: set -c bedrockRegion=us-east-1 (or another region that has it).`);
      } else if (a.authorizationStatus !== 'AUTHORIZED' || a.entitlementAvailability !== 'AVAILABLE' || a.agreementAvailability?.status === 'NOT_AVAILABLE') {
        add('bedrock', 'fail', `Bedrock model ${modelId} has no access in ${config.bedrockRegion}: enable it in the Bedrock console (Model access) for ${config.bedrockRegion}.`);
      } else add('bedrock', 'ok', `${modelId} in ${config.bedrockRegion}`);
    } catch (e) {
      add('bedrock', 'fail', `Cannot check Bedrock model ${modelId} in ${config.bedrockRegion} (${errorName(e)}): enable model access in the Bedrock console, or grant bedrock:GetFoundationModelAvailability.`);
    }
  }

  const sender = senderOf(config);
  if (!sender) {
    add('ses', 'warn', 'No -c mailFrom or -c adminEmail: the shop sends no mail (order confirmations, contact replies).');
  } else {
    const ses = clients.ses(region);
    try {
      const identity = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: sender.identity }));
      if (identity.VerifiedForSendingStatus) add('ses', 'ok', `identity ${sender.identity} verified`);
      else add('ses', 'warn', `SES identity ${sender.identity} is not verified yet: ${sender.identity.includes('@') ? 'open the link SES mailed to it' : 'publish its DKIM CNAME records (printed after the deploy)'}.`);
    } catch (e) {
      if (errorName(e) === 'NotFoundException') add('ses', 'ok', `identity ${sender.identity} will be created by this deploy (once for the account)`);
      else add('ses', 'fail', `Cannot read SES identity ${sender.identity} (${errorName(e)}): the deploying identity needs ses:GetEmailIdentity.`);
    }
    try {
      const accountInfo = await ses.send(new GetAccountCommand({}));
      if (!accountInfo.ProductionAccessEnabled) {
        add('ses', 'warn', `SES in ${region} is in its sandbox (mail reaches only verified addresses): request production access in the SES console (Account dashboard) or with aws sesv2 put-account-details --production-access-enabled --mail-type TRANSACTIONAL ...`);
      }
      if (accountInfo.SendingEnabled === false) add('ses', 'fail', `SES sending is paused for the account in ${region}: resolve it in the SES console before deploying.`);
    } catch (e) {
      add('ses', 'fail', `Cannot read the SES account in ${region} (${errorName(e)}): the deploying identity needs ses:GetAccount.`);
    }
  }

  try {
    const settings = await clients.lambda(region).send(new GetAccountSettingsCommand({}));
    const quota = settings.AccountLimit?.ConcurrentExecutions ?? 0;
    const unreserved = settings.AccountLimit?.UnreservedConcurrentExecutions ?? quota;
    const reserve = config.aiReservedConcurrency ?? 0;
    const keep = Math.min(MIN_UNRESERVED, quota);
    if (reserve && unreserved - reserve < keep) {
      add('lambda', 'fail', `Lambda's concurrency quota in ${region} is ${quota} (${unreserved} unreserved): -c aiReservedConcurrency=${reserve} would leave fewer than ${keep} unreserved; drop it, or request a higher quota (Service Quotas: Lambda "Concurrent executions").`);
    } else if (quota < MIN_UNRESERVED) {
      add('lambda', 'warn', `Lambda's concurrency quota in ${region} is ${quota}: the shop is throttled under load; request at least 1000 (Service Quotas: Lambda "Concurrent executions").`);
    } else add('lambda', 'ok', `quota ${quota}, ${unreserved} unreserved`);
  } catch (e) {
    add('lambda', 'fail', `Cannot read Lambda's account settings in ${region} (${errorName(e)}): the deploying identity needs lambda:GetAccountSettings.`);
  }

  const certificates = [
    ...(config.certificateArn ? [{ arn: config.certificateArn, region: 'us-east-1', what: 'the site certificate (certificateArn, for CloudFront)' }] : []),
    ...(config.apiOriginCertificateArn ? [{ arn: config.apiOriginCertificateArn, region, what: 'the API origin certificate (apiOriginCertificateArn)' }] : []),
  ];
  for (const c of certificates) {
    const arnRegion = c.arn.split(':')[3];
    if (arnRegion !== c.region) {
      add('certificates', 'fail', `${c.what} is in ${arnRegion}, but it must be in ${c.region}: request it there with aws acm request-certificate --region ${c.region} --validation-method DNS --domain-name ...`);
      continue;
    }
    try {
      const cert = (await clients.acm(c.region).send(new DescribeCertificateCommand({ CertificateArn: c.arn }))).Certificate;
      if (cert?.Status !== 'ISSUED') {
        add('certificates', 'fail', `${c.what} is ${cert?.Status ?? 'unknown'}, not ISSUED: publish its DNS validation CNAME (aws acm describe-certificate --region ${c.region} --certificate-arn ${c.arn}).`);
      } else add('certificates', 'ok', `${c.what}: ${cert.DomainName} issued in ${c.region}`);
    } catch (e) {
      add('certificates', 'fail', `${c.what} ${c.arn} cannot be read in ${c.region} (${errorName(e)}): check the ARN.`);
    }
  }
  findings.push(await checkDemoFacts(config, region, clients));
  return { findings, account, region };
}

/** One line per finding, failures and warnings marked. */
export function formatFindings(findings: readonly Finding[]): string[] {
  return findings.map((f) => `${f.level === 'ok' ? 'ok  ' : f.level === 'warn' ? 'warn' : 'FAIL'} ${f.check}: ${f.message}`);
}
