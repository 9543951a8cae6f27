import { Token, Validations, type Stack } from 'aws-cdk-lib';

/**
 * The AwsSolutions (cdk-nag) findings this shop accepts, each with its reason, on the constructs it
 * applies to (matched by construct path). infra/test/nag.test.ts fails on any finding not listed here;
 * docs/security.md lists them.
 */
export const NAG_ACKNOWLEDGEMENTS: readonly { id: string; reason: string; at: RegExp }[] = [
  {
    id: 'AwsSolutions::AwsSolutions-APIG4',
    reason: 'Public shopper routes (catalogue, cart, checkout, AI guide, contact, webhooks) take no authorizer by design: they are keyed by the session id, signed (webhooks) or public; every admin route has the Cognito JWT authorizer',
    at: /\/Api\/Route[A-Za-z]+$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: 'AWSLambdaBasicExecutionRole only lets a function write its own CloudWatch logs; a hand-written copy would grant the same',
    at: /\/ServiceRole$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-IAM5[Resource::<DataTableFDBAD0F2.Arn>/index/*]',
    reason: 'Query on the indexes of the shop table only (never Scan, never writes); the indexes are the access patterns of the single-table design',
    at: /\/ServiceRole\/DefaultPolicy$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-IAM5[Resource::<DataMedia56AA92A6.Arn>/media/*]',
    reason: 'Served media (image variants, generated AI media) go under the media/ prefix of the media bucket only',
    at: /\/(AdminFunction|AiFunction|ImagesFunction)\/Fn\/ServiceRole\/DefaultPolicy$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-IAM5[Resource::<DataMedia56AA92A6.Arn>/originals/*]',
    reason: 'Uploaded originals: admin presigns uploads into the private originals/ prefix, the image function reads them there; nothing else in the bucket',
    at: /\/(AdminFunction|ImagesFunction)\/Fn\/ServiceRole\/DefaultPolicy$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-IAM5[Action::s3:Abort*]',
    reason: "CDK's grantPut: the multipart upload actions that go with PutObject, on the media/ or originals/ prefix only",
    at: /\/(AdminFunction|AiFunction|ImagesFunction)\/Fn\/ServiceRole\/DefaultPolicy$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/amazon.nova-lite-v1:0]',
    reason: 'The one text model, in any region: a cross-region inference profile may route to any of them',
    at: /\/(AiFunction|MarketResearchJob)\/Fn\/ServiceRole\/DefaultPolicy$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/amazon.nova-canvas-v1:0]',
    reason: 'The one image model, in any region: a cross-region inference profile may route to any of them',
    at: /\/(AiFunction|MarketResearchJob)\/Fn\/ServiceRole\/DefaultPolicy$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-IAM5[Resource::*]',
    reason: 'polly:SynthesizeSpeech has no resource-level permissions: * is the only resource it can be granted on',
    at: /\/AiFunction\/Fn\/ServiceRole\/DefaultPolicy$/,
  },
  ...['Action::s3:Abort*', 'Action::s3:GetObject*', 'Action::s3:GetBucket*', 'Action::s3:List*', 'Action::s3:DeleteObject*', 'Resource::<SiteBucket978D4AEB.Arn>/*', 'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-*'].map((finding) => ({
    id: `AwsSolutions::AwsSolutions-IAM5[${finding}]`,
    reason: "CDK's BucketDeployment: reads the staged build from the CDK assets bucket and writes (and prunes) the site bucket, object by object",
    at: /\/Custom::CDKBucketDeployment[0-9A-Za-z]+\/ServiceRole\/DefaultPolicy$/,
  })),
  {
    id: 'AwsSolutions::AwsSolutions-L1',
    reason: 'Node.js 22 is the runtime the functions are built and tested for; runtime upgrades are a deliberate change, not a synth-time default',
    at: /\/Fn$|\/CustomResourceHandler$|Provider|CustomS3AutoDeleteObjects|CDKBucketDeployment|AWS[0-9a-f]{32}$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-S1',
    reason: 'CloudFront standard logs record every request to the site and media buckets (only CloudFront reads them); the logs bucket does not log itself',
    at: /\/(Data\/Media|Site\/Bucket|Site\/AccessLogs)$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-CFR1',
    reason: 'The shop ships across Canada and sells to visitors anywhere: no geo restriction',
    at: /\/Site\/Distribution$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-CFR4',
    reason: 'On the default *.cloudfront.net certificate CloudFront sets the TLS policy itself; with a custom domain the distribution requires TLS 1.2 (2021)',
    at: /\/Site\/Distribution$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-COG8',
    reason: 'Cognito Plus (threat protection) is a paid tier; the pool is invite-only, admin-only, with TOTP MFA required',
    at: /\/Identity\/UserPool$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-SMG4',
    reason: 'The origin secret is rotated as a documented step (docs/deploying.md): CloudFront must be redeployed with the new version, which a rotation Lambda cannot do',
    at: /\/OriginSecret\/Secret$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
    reason: "SES in its sandbox also authorises the recipient's verified identity; the ses:FromAddress condition pins every send to the shop's sender",
    at: /\/ServiceRole\/DefaultPolicy$/,
  },
  {
    id: 'AwsSolutions::AwsSolutions-SQS3',
    reason: 'This queue is itself the dead-letter queue of the scheduled jobs',
    at: /\/Jobs\/DeadLetters$/,
  },
];

/** Applies the acknowledgements to the matching constructs of a stack. */
export function acknowledgeNagFindings(stack: Stack): void {
  // The CDK assets bucket is named by account and region; a stack synthesised without them (offline,
  // no credentials) names them as cdk-nag prints the pseudo parameters.
  const named = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
  const assets = `cdk-hnb659fds-assets-${named(stack.account, 'AccountId')}-${named(stack.region, 'Region')}/*`;
  for (const construct of stack.node.findAll()) {
    for (const a of NAG_ACKNOWLEDGEMENTS) {
      if (a.at.test(construct.node.path)) Validations.of(construct).acknowledge({ id: a.id.replace('cdk-hnb659fds-assets-*', assets), reason: a.reason });
    }
  }
}
