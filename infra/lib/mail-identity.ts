import { Stack } from 'aws-cdk-lib';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

export type AccountMailIdentityProps = {
  /** An email address or a domain. */
  identity: string;
};

/**
 * The SES sender identity, created once per account and region and reused by every stage: SES holds
 * one identity per address or domain, so a second stage (or an identity verified by hand) would fail an
 * `AWS::SES::EmailIdentity` as AlreadyExists. The first stage's deploy creates it; every other deploy
 * finds it there and goes on. It belongs to the account, not to a stage: removing a stage leaves it.
 */
export class AccountMailIdentity extends Construct {
  constructor(scope: Construct, id: string, props: AccountMailIdentityProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const call = {
      service: 'SESV2',
      action: 'createEmailIdentity',
      parameters: { EmailIdentity: props.identity },
      physicalResourceId: PhysicalResourceId.of(`ses-identity-${props.identity}`),
      // Created before by another stage or by hand: that identity is the one the shop sends from.
      ignoreErrorCodesMatching: 'AlreadyExistsException',
    };
    new AwsCustomResource(this, 'Create', {
      onCreate: call,
      onUpdate: call,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['ses:CreateEmailIdentity', 'ses:TagResource'],
          resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: props.identity })],
        }),
      ]),
      installLatestAwsSdk: false,
    });
  }
}
