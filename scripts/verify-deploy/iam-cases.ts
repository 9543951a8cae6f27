import { runSimulation } from '@cloud-copilot/iam-simulate';
import { resolveIntrinsics, type Literals, type Template } from './resolve-template';

/** One request a function's code makes (or must never be able to make), and what IAM must decide. */
export type IamCase = {
  expect: 'allow' | 'deny';
  action: string;
  /** `table`, `table-index`, `media:<key>`, `secret:origin`, `ssm:<name>`, `ses:<identity>`, `bedrock:<model>` or an ARN. */
  resource: string;
  context?: Record<string, string | string[]>;
  why: string;
};

export type Resolved = {
  account: string;
  region: string;
  tableArn: string;
  mediaBucketArn: string;
  originSecretArn?: string;
  /** The template's logical ids: `sqs:<prefix>` and `ses-config:<prefix>` name a queue or configuration set by the start of its id. */
  logicalIds?: readonly string[];
};

const leading = (...keys: string[]) => ({ 'dynamodb:LeadingKeys': keys });
const from = (address: string) => ({ 'ses:FromAddress': address });
const SENDER = 'orders@shop.example.com';
const STRIPE = '/crystal-shop/prod/stripe/secret-key';
const WEBHOOK = '/crystal-shop/prod/stripe/webhook-secret';
const LINKS = '/crystal-shop/prod/links/signing-secret';

const scanDenied: IamCase = { expect: 'deny', action: 'dynamodb:Scan', resource: 'table', why: 'no function can Scan' };
const originAllowed: IamCase = { expect: 'allow', action: 'secretsmanager:GetSecretValue', resource: 'secret:origin', why: 'checks the origin secret' };
const read = (why: string): IamCase[] => [
  { expect: 'allow', action: 'dynamodb:GetItem', resource: 'table', why },
  { expect: 'allow', action: 'dynamodb:Query', resource: 'table-index', why: `${why} (index)` },
];
const mail = (): IamCase[] => [
  { expect: 'allow', action: 'ses:SendEmail', resource: 'ses:shop.example.com', context: from(SENDER), why: 'sends from the shop' },
  { expect: 'allow', action: 'ses:SendEmail', resource: 'ses:shopper@example.net', context: from(SENDER), why: 'sandbox: the recipient identity' },
  { expect: 'deny', action: 'ses:SendEmail', resource: 'ses:shop.example.com', context: from('ceo@shop.example.com'), why: 'no other sender' },
];

/**
 * The calls each function's code makes, with the partitions it writes, and the ones it must never be
 * allowed: simulated against the function's policy from the production template.
 */
export const IAM_CASES: Record<string, IamCase[]> = {
  catalog: [
    ...read('reads products'),
    { expect: 'allow', action: 'dynamodb:UpdateItem', resource: 'table', context: leading('SEARCHES#2026-11-27'), why: 'counts searches' },
    { expect: 'deny', action: 'dynamodb:PutItem', resource: 'table', context: leading('PRODUCT#1'), why: 'cannot write a product' },
    { expect: 'deny', action: 'dynamodb:UpdateItem', resource: 'table', context: leading('PRODUCT#1'), why: 'cannot change a product' },
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'cannot read the Stripe secret' },
    originAllowed,
    scanDenied,
  ],
  cart: [
    ...read('reads the cart'),
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('SESSION#8b6f5c1e-0d1a-4c59-9d67-2f1c3b4a5e6f'), why: 'adds a line' },
    { expect: 'deny', action: 'ses:SendEmail', resource: 'ses:shop.example.com', context: from(SENDER), why: 'sends no mail' },
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'cannot read the Stripe secret' },
    originAllowed,
    scanDenied,
  ],
  wishlist: [
    ...read('reads the wishlist'),
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('SESSION#8b6f5c1e-0d1a-4c59-9d67-2f1c3b4a5e6f'), why: 'saves a piece' },
    { expect: 'deny', action: 'dynamodb:PutItem', resource: 'table', context: leading('ORDER#1'), why: 'cannot write an order' },
    originAllowed,
    scanDenied,
  ],
  newsletter: [
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('NEWSLETTER#a@example.com'), why: 'records a sign-up' },
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${LINKS}`, why: 'signs the unsubscribe link' },
    ...mail(),
    { expect: 'deny', action: 'dynamodb:PutItem', resource: 'table', context: leading('PRODUCT#1'), why: 'cannot write a product' },
    originAllowed,
    scanDenied,
  ],
  contact: [
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('CONTACT#1'), why: 'stores a message' },
    ...mail(),
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${LINKS}`, why: 'signs no links' },
    originAllowed,
    scanDenied,
  ],
  orders: [
    ...read('reads orders'),
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('ORDER#1'), why: 'places an order' },
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${LINKS}`, why: 'opens an order link' },
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'cannot read the Stripe secret' },
    { expect: 'deny', action: 's3:PutObject', resource: 'media:originals/x.jpg', why: 'uploads nothing' },
    originAllowed,
    scanDenied,
  ],
  payments: [
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'charges with Stripe' },
    { expect: 'allow', action: 'dynamodb:UpdateItem', resource: 'table', context: leading('ORDER#1'), why: 'records the intent' },
    { expect: 'deny', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'calls no model' },
    originAllowed,
    scanDenied,
  ],
  webhooks: [
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${WEBHOOK}`, why: 'checks signatures' },
    { expect: 'allow', action: 'dynamodb:UpdateItem', resource: 'table', context: leading('ORDER#1'), why: 'marks an order paid' },
    ...mail(),
    { expect: 'deny', action: 's3:PutObject', resource: 'media:media/x.jpg', why: 'writes no media' },
    originAllowed,
    scanDenied,
  ],
  ai: [
    { expect: 'allow', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'asks the text model' },
    { expect: 'allow', action: 'polly:SynthesizeSpeech', resource: '*', why: 'speaks' },
    { expect: 'allow', action: 's3:PutObject', resource: 'media:media/ai/x.png', why: 'stores a generated image' },
    { expect: 'deny', action: 'bedrock:InvokeModel', resource: 'bedrock:anthropic.claude-3-opus-20240229-v1:0', why: 'no other model' },
    { expect: 'deny', action: 's3:PutObject', resource: 'media:originals/x.jpg', why: 'cannot write originals' },
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'cannot read the Stripe secret' },
    originAllowed,
    scanDenied,
  ],
  admin: [
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('PRODUCT#1'), why: 'edits products' },
    { expect: 'allow', action: 's3:PutObject', resource: 'media:originals/x.jpg', why: 'presigns uploads' },
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'refunds through Stripe' },
    { expect: 'deny', action: 's3:GetObject', resource: 'media:originals/x.jpg', why: 'never reads originals' },
    { expect: 'deny', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'calls no model' },
    { expect: 'allow', action: 'sqs:SendMessage', resource: 'sqs:CampaignSendingQueue', why: 'queues a campaign' },
    { expect: 'deny', action: 'sqs:ReceiveMessage', resource: 'sqs:CampaignSendingQueue', why: 'never drains it' },
    originAllowed,
    scanDenied,
  ],
  images: [
    { expect: 'allow', action: 's3:GetObject', resource: 'media:originals/x.jpg', why: 'reads the upload' },
    { expect: 'allow', action: 's3:PutObject', resource: 'media:media/img/1/x-640.avif', why: 'stores variants' },
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('IMAGE#1'), why: 'records the image' },
    { expect: 'deny', action: 'dynamodb:PutItem', resource: 'table', context: leading('PRODUCT#1'), why: 'cannot write a product' },
    { expect: 'deny', action: 'ses:SendEmail', resource: 'ses:shop.example.com', context: from(SENDER), why: 'sends no mail' },
    originAllowed,
    scanDenied,
  ],
  quotes: [
    ...read('reads quotes'),
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('QUOTE#1'), why: 'records a quote' },
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'takes the balance with Stripe' },
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${LINKS}`, why: 'signs the balance link' },
    ...mail(),
    { expect: 'deny', action: 's3:PutObject', resource: 'media:originals/x.jpg', why: 'uploads nothing' },
    { expect: 'deny', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'calls no model' },
    originAllowed,
    scanDenied,
  ],
  'reservation-sweep': [
    { expect: 'allow', action: 'dynamodb:UpdateItem', resource: 'table', context: leading('ORDER#1'), why: 'releases stock' },
    { expect: 'deny', action: 'secretsmanager:GetSecretValue', resource: 'secret:origin', why: 'not behind CloudFront' },
    { expect: 'deny', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'calls no model' },
    // The units it gives back may be what a shopper asked to hear about: the back-in-stock mail.
    ...mail(),
    scanDenied,
  ],
  'market-research': [
    { expect: 'allow', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'summarises' },
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('INSIGHTS#1'), why: 'stores insights' },
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'cannot read the Stripe secret' },
    scanDenied,
  ],
  'abandoned-checkout': [
    ...read('reads unpaid orders and settings'),
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('MAILSENT#order-1-reminder'), why: 'claims the one reminder' },
    ...mail(),
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${LINKS}`, why: 'signs the resume link' },
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'cannot read the Stripe secret' },
    { expect: 'deny', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'calls no model' },
    { expect: 'deny', action: 'secretsmanager:GetSecretValue', resource: 'secret:origin', why: 'not behind CloudFront' },
    scanDenied,
  ],
  'review-requests': [
    ...read('reads delivered orders and settings'),
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('MAILSENT#order-1-review-request'), why: 'claims the one request' },
    ...mail(),
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${LINKS}`, why: 'signs the review links' },
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'cannot read the Stripe secret' },
    { expect: 'deny', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'calls no model' },
    { expect: 'deny', action: 'secretsmanager:GetSecretValue', resource: 'secret:origin', why: 'not behind CloudFront' },
    scanDenied,
  ],
  'gift-card-delivery': [
    ...read('reads the due cards and settings'),
    { expect: 'allow', action: 'dynamodb:UpdateItem', resource: 'table', context: leading('GIFTCARD#1'), why: 'claims a card\'s one delivery' },
    ...mail(),
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${LINKS}`, why: 'opens the sealed code' },
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'cannot read the Stripe secret' },
    { expect: 'deny', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'calls no model' },
    { expect: 'deny', action: 'secretsmanager:GetSecretValue', resource: 'secret:origin', why: 'not behind CloudFront' },
    scanDenied,
  ],
  // Campaigns (docs/decisions/0112-campaigns-through-a-queue.md): the job queues, the sender drains and
  // mails from the shop's identity only, the SES events function only writes suppressions.
  'campaign-send': [
    { expect: 'allow', action: 'dynamodb:Query', resource: 'table-index', why: 'reads the due campaigns' },
    { expect: 'allow', action: 'dynamodb:UpdateItem', resource: 'table', context: leading('CAMPAIGN#abc'), why: 'starts a due campaign' },
    { expect: 'allow', action: 'sqs:SendMessage', resource: 'sqs:CampaignSendingQueue', why: 'queues its start' },
    { expect: 'deny', action: 'sqs:SendMessage', resource: 'sqs:CampaignSendingDeadLetters', why: 'no other queue' },
    { expect: 'deny', action: 'ses:SendEmail', resource: 'ses:shop.example.com', context: from(SENDER), why: 'sends no mail itself' },
    scanDenied,
  ],
  'campaign-sender': [
    ...read('reads the campaign, the list and the pieces'),
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('CAMPAIGN#abc'), why: 'claims a recipient before SES' },
    { expect: 'allow', action: 'dynamodb:UpdateItem', resource: 'table', context: leading('CAMPAIGN#abc'), why: 'settles a recipient and counts it' },
    { expect: 'deny', action: 'dynamodb:PutItem', resource: 'table', context: leading('NEWSLETTER#a@example.net'), why: 'cannot change a subscriber' },
    { expect: 'deny', action: 'dynamodb:DeleteItem', resource: 'table', context: leading('CAMPAIGN#abc'), why: 'never deletes a send record' },
    { expect: 'allow', action: 'ses:SendEmail', resource: 'ses:shop.example.com', context: from(SENDER), why: 'sends from the shop identity' },
    { expect: 'allow', action: 'ses:SendEmail', resource: 'ses-config:CampaignSendingMailEvents', context: from(SENDER), why: 'through its configuration set' },
    { expect: 'deny', action: 'ses:SendEmail', resource: 'ses:other.example.org', context: from(SENDER), why: 'on the shop identity only' },
    { expect: 'deny', action: 'ses:SendRawEmail', resource: 'ses:shop.example.com', context: from(SENDER), why: 'SendEmail only' },
    { expect: 'deny', action: 'ses:SendEmail', resource: 'ses:shop.example.com', context: from('ceo@shop.example.com'), why: 'no other sender' },
    { expect: 'allow', action: 'sqs:ReceiveMessage', resource: 'sqs:CampaignSendingQueue', why: 'drains its queue' },
    { expect: 'allow', action: 'sqs:SendMessage', resource: 'sqs:CampaignSendingQueue', why: 'queues the batches of a fan-out' },
    { expect: 'deny', action: 'sqs:SendMessage', resource: 'sqs:CampaignSendingDeadLetters', why: 'the queue only' },
    { expect: 'allow', action: 'ssm:GetParameter', resource: `ssm:${LINKS}`, why: 'signs the unsubscribe links' },
    { expect: 'deny', action: 'ssm:GetParameter', resource: `ssm:${STRIPE}`, why: 'cannot read the Stripe secret' },
    { expect: 'deny', action: 'bedrock:InvokeModel', resource: 'bedrock:amazon.nova-lite-v1:0', why: 'calls no model' },
    scanDenied,
  ],
  'mail-events': [
    { expect: 'allow', action: 'dynamodb:PutItem', resource: 'table', context: leading('SUPPRESS#bounced@example.net'), why: 'suppresses a bounced address' },
    { expect: 'deny', action: 'dynamodb:PutItem', resource: 'table', context: leading('NEWSLETTER#bounced@example.net'), why: 'writes suppressions only' },
    { expect: 'deny', action: 'dynamodb:GetItem', resource: 'table', why: 'reads nothing' },
    { expect: 'deny', action: 'ses:SendEmail', resource: 'ses:shop.example.com', context: from(SENDER), why: 'sends no mail' },
    scanDenied,
  ],
  'keyword-monitor': [
    { expect: 'allow', action: 'dynamodb:Query', resource: 'table', why: 'reads search counts' },
    { expect: 'deny', action: 'ses:SendEmail', resource: 'ses:shop.example.com', context: from(SENDER), why: 'sends no mail' },
    scanDenied,
  ],
};

/** The ARN a case's resource shorthand stands for. */
export function resourceArn(resource: string, r: Resolved): string {
  if (resource === 'table') return r.tableArn;
  if (resource === 'table-index') return `${r.tableArn}/index/GSI1`;
  if (resource === 'secret:origin') return r.originSecretArn ?? `arn:aws:secretsmanager:${r.region}:${r.account}:secret:none-AbCdEf`;
  const [kind, rest] = [resource.slice(0, resource.indexOf(':')), resource.slice(resource.indexOf(':') + 1)];
  if (kind === 'media') return `${r.mediaBucketArn}/${rest}`;
  if (kind === 'ssm') return `arn:aws:ssm:${r.region}:${r.account}:parameter${rest}`;
  if (kind === 'ses') return `arn:aws:ses:${r.region}:${r.account}:identity/${rest}`;
  const logical = () => r.logicalIds?.find((id) => id.startsWith(rest) && /^[0-9A-F]{8}$/.test(id.slice(rest.length))) ?? rest;
  if (kind === 'ses-config') return `arn:aws:ses:${r.region}:${r.account}:configuration-set/${logical()}-ref`;
  if (kind === 'sqs') return `arn:aws:sqs:${r.region}:${r.account}:${logical()}`;
  if (kind === 'bedrock') return `arn:aws:bedrock:us-east-1::foundation-model/${rest}`;
  return resource;
}

/** The identity policy statements attached to a function's role in the template, resolved to literals. */
export function policyOfFunction(template: Template, functionId: string, literals: Literals): { Version: string; Statement: unknown[] } {
  const fn = template.Resources[functionId]!;
  const role = fn.Properties.Role['Fn::GetAtt'][0] as string;
  const statements = Object.values(template.Resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref: string }[]).some((x) => x.Ref === role))
    .flatMap((r) => r.Properties.PolicyDocument.Statement as unknown[]);
  return { Version: '2012-10-17', Statement: resolveIntrinsics(statements, literals) as unknown[] };
}

export type CaseResult = IamCase & { decision: 'allow' | 'deny'; ok: boolean; arn: string };

/** Runs each case through the IAM policy evaluator against the function's own policy. */
export async function simulateCases(policy: object, cases: readonly IamCase[], r: Resolved, roleName: string): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const arn = resourceArn(c.resource, r);
    const response = await runSimulation(
      {
        request: {
          principal: `arn:aws:iam::${r.account}:role/${roleName}`,
          action: c.action,
          resource: { resource: arn, accountId: r.account },
          contextVariables: c.context ?? {},
        },
        identityPolicies: [{ name: 'function', policy }],
        serviceControlPolicies: [],
        resourceControlPolicies: [],
        resourcePolicy: undefined,
        permissionBoundaryPolicies: undefined,
      },
      {},
    );
    if (response.resultType === 'error') throw new Error(`IAM simulation of ${c.action} on ${arn}: ${JSON.stringify(response.errors).slice(0, 500)}`);
    const decision = response.overallResult === 'Allowed' ? 'allow' : 'deny';
    results.push({ ...c, arn, decision, ok: decision === c.expect });
  }
  return results;
}
