import { Arn, ArnFormat, Aws, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { FunctionName } from '@crystal/shared/routes/route-types';
import type { ResourceAccess } from '@crystal/shared/jobs';
import { grantTableActions, TABLE_READ_ACTIONS, TABLE_READWRITE_ACTIONS, type TableAction } from './table-actions';

/**
 * Least privilege, per function: what each API function may touch. Scheduled jobs declare theirs in
 * shared/src/jobs.ts with the same vocabulary. A new function name fails to compile until it is listed.
 */
export const FUNCTION_ACCESS: Record<FunctionName, readonly ResourceAccess[]> = {
  // catalog counts shoppers' searches (SEARCHES#<day>) for the keyword monitor, so it writes too, but
  // only those partitions (FUNCTION_WRITE_KEYS in infra/lib/table-actions.ts).
  catalog: ['table:readwrite'],
  cart: ['table:readwrite'],
  wishlist: ['table:readwrite'],
  // newsletter sends the welcome mail with its signed unsubscribe link, and checks that link.
  newsletter: ['table:readwrite', 'ses', 'link-secret'],
  contact: ['table:readwrite', 'ses'],
  // orders opens an order from its signed email link.
  orders: ['table:readwrite', 'ses', 'link-secret'],
  // payments can apply a payment event itself (same code as the webhook), which sends the confirmation.
  payments: ['table:readwrite', 'stripe-secrets', 'ses', 'link-secret'],
  webhooks: ['table:readwrite', 'ses', 'stripe-secrets', 'link-secret'],
  ai: ['table:readwrite', 'bedrock', 'polly', 'media:put'],
  // admin presigns uploads into the private originals/ prefix; only the image function reads them and
  // writes the served variants under media/img/.
  // admin also queues a campaign's sending (sqs:SendMessage on the campaign queue only).
  admin: ['table:readwrite', 'originals:put', 'ses', 'stripe-secrets', 'link-secret', 'campaign-queue'],
  images: ['table:readwrite', 'originals:read', 'media:put'],
  // quotes mails the quote and its balance link (signed), and takes its payments (Stripe intents).
  quotes: ['table:readwrite', 'ses', 'stripe-secrets', 'link-secret'],
};

/** The resources grants point at. */
export type AccessTargets = {
  table: ITable;
  mediaBucket: IBucket;
  /** SES identity (email address or domain) the shop sends from; absent: no mail grant. */
  sesIdentity?: string;
  /** The From address (`orders@domain` or the identity address): the only sender the mail grant allows. */
  sesFromAddress?: string;
  /** A customer-managed KMS key encrypting the SSM parameters: kms:Decrypt on it, through SSM only. */
  parameterKmsKeyArn?: string;
  stripeParameterNames: readonly string[];
  /** The SSM SecureString parameter holding the email links' signing secret. */
  linkSecretParameterName?: string;
  bedrockModelIds: readonly string[];
  /** The campaign queue (infra/lib/campaign-sending.ts); absent: no grant. */
  campaignQueue?: IQueue;
  /** The exact table actions of this function (infra/lib/table-actions.ts); default by its access level. */
  tableActions?: readonly TableAction[];
  /** The partitions this function may write (`dynamodb:LeadingKeys`, infra/lib/table-actions.ts); absent: any. */
  tableWriteKeys?: readonly string[];
};

/** Cross-region inference profiles have ids like `us.anthropic.claude...`; plain ids are foundation models. */
const PROFILE_PREFIX = /^(us|eu|apac|ca|jp|au|us-gov|global)\./;

export function bedrockModelArns(stack: Stack, modelIds: readonly string[]): string[] {
  const arns = new Set<string>();
  for (const id of modelIds) {
    const profile = PROFILE_PREFIX.exec(id);
    // Foundation models: any region (an inference profile routes to several), this model only.
    arns.add(`arn:${stack.partition}:bedrock:*::foundation-model/${profile ? id.slice(profile[0].length) : id}`);
    if (profile) {
      arns.add(stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: id }));
    }
  }
  return [...arns];
}

/** kms:Decrypt on the parameters' customer-managed key, only when SSM asks for it (SecureString reads). */
function grantParameterKey(fn: IFunction, targets: AccessTargets): void {
  if (!targets.parameterKmsKeyArn) return;
  const stack = Stack.of(fn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['kms:Decrypt'],
      resources: [targets.parameterKmsKeyArn],
      conditions: { StringEquals: { 'kms:ViaService': `ssm.${stack.region}.${stack.urlSuffix}` } },
    }),
  );
}

export function grantAccess(fn: IFunction, access: readonly ResourceAccess[], targets: AccessTargets): void {
  const stack = Stack.of(fn);
  if (access.includes('stripe-secrets') || access.includes('link-secret')) grantParameterKey(fn, targets);
  for (const a of new Set(access)) {
    switch (a) {
      case 'table:read':
        grantTableActions(fn, targets.table, targets.tableActions ?? TABLE_READ_ACTIONS);
        break;
      case 'table:readwrite':
        grantTableActions(fn, targets.table, targets.tableActions ?? TABLE_READWRITE_ACTIONS, targets.tableWriteKeys);
        break;
      case 'media:put':
        targets.mediaBucket.grantPut(fn, 'media/*');
        break;
      case 'originals:put':
        targets.mediaBucket.grantPut(fn, 'originals/*');
        break;
      case 'originals:read':
        fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [targets.mediaBucket.arnForObjects('originals/*')] }));
        break;
      case 'bedrock':
        fn.addToRolePolicy(
          new PolicyStatement({
            effect: Effect.ALLOW,
            actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
            resources: bedrockModelArns(stack, targets.bedrockModelIds),
          }),
        );
        break;
      case 'polly':
        // SynthesizeSpeech has no voice-level resource; '*' is the only resource it can be granted on.
        fn.addToRolePolicy(new PolicyStatement({ actions: ['polly:SynthesizeSpeech'], resources: ['*'] }));
        break;
      case 'ses':
        if (!targets.sesIdentity) break;
        // While SES is in its sandbox it also authorises the recipient's (verified) identity, so the
        // grant covers every identity of the account, and the From address pins it to the shop's sender.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            // The pseudo parameters keep the resource one spelling in every stage's template (and its cdk-nag acknowledgement).
            resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*', region: Aws.REGION, account: Aws.ACCOUNT_ID })],
            conditions: { StringEquals: { 'ses:FromAddress': targets.sesFromAddress ?? targets.sesIdentity } },
          }),
        );
        break;
      case 'stripe-secrets':
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ssm:GetParameter', 'ssm:GetParameters'],
            resources: targets.stripeParameterNames.map((name) =>
              Arn.format(
                { service: 'ssm', resource: 'parameter', resourceName: name.replace(/^\//, ''), arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
                stack,
              ),
            ),
          }),
        );
        break;
      case 'link-secret':
        if (!targets.linkSecretParameterName) break;
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ssm:GetParameter'],
            resources: [
              Arn.format(
                { service: 'ssm', resource: 'parameter', resourceName: targets.linkSecretParameterName.replace(/^\//, ''), arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
                stack,
              ),
            ],
          }),
        );
        break;
      case 'campaign-queue':
        targets.campaignQueue?.grantSendMessages(fn);
        break;
      default: {
        const unknown: never = a;
        throw new Error(`No IAM grant is defined for access "${String(unknown)}"`);
      }
    }
  }
}
