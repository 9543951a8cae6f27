import type { CloudAssembly } from 'aws-cdk-lib/cx-api';

/**
 * What fails a deploy on an account rather than in a template: reserved concurrency (a new account's
 * quota may be 10, with 10 kept unreserved), names unique across every account (S3 buckets, Cognito
 * domain prefixes), a stack without a region, and an environment the bootstrap command leaves out.
 */
export function accountHazards(assembly: CloudAssembly, bootstrapped: readonly string[]): string[] {
  const hazards: string[] = [];
  for (const stack of assembly.stacks) {
    const where = stack.stackName;
    const { account, region } = stack.environment;
    if (!region || region.startsWith('unknown')) hazards.push(`${where}: no region (set AWS_REGION or -c region=...)`);
    const env = `aws://${account}/${region}`;
    if (!bootstrapped.includes(env)) hazards.push(`${where}: ${env} is not in the bootstrap command (${bootstrapped.join(' ')})`);
    for (const [id, r] of Object.entries(stack.template.Resources as Record<string, { Type: string; Properties?: any }>)) {
      if (r.Properties?.ReservedConcurrentExecutions !== undefined) {
        hazards.push(`${where}/${id}: ReservedConcurrentExecutions ${r.Properties.ReservedConcurrentExecutions} (fails on an account whose quota is 10)`);
      }
      if (r.Type === 'AWS::S3::Bucket' && r.Properties?.BucketName !== undefined) hazards.push(`${where}/${id}: a fixed bucket name (unique across all accounts)`);
      if (r.Type === 'AWS::Cognito::UserPoolDomain' && !r.Properties?.CustomDomainConfig) {
        const domain = JSON.stringify(r.Properties?.Domain);
        if (!domain.includes(String(account)) && !domain.includes('AWS::AccountId')) {
          hazards.push(`${where}/${id}: Cognito domain prefix ${domain} does not carry the account id (another account may hold it)`);
        }
      }
      if (r.Type === 'AWS::SES::EmailIdentity') hazards.push(`${where}/${id}: an SES identity per stage (a second stage fails as AlreadyExists)`);
    }
  }
  return hazards;
}

/** Every environment (aws://account/region) the app's stacks deploy to: what `cdk bootstrap` must cover. */
export function environmentsOf(assembly: CloudAssembly): string[] {
  return [...new Set(assembly.stacks.map((s) => `aws://${s.environment.account}/${s.environment.region}`))].sort();
}
