import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests one viewer address may send in 5 minutes before CloudFront blocks it (about 3 a second). */
export const WAF_RATE_LIMIT_PER_5_MIN = 1000;

/**
 * The site's WAF web ACL: a rate-based rule per viewer address and AWS's known-bad-inputs rules. A web
 * ACL for CloudFront must live in us-east-1, so when the shop is elsewhere it gets a stack of its own
 * there (EdgeWafStack) and the distribution names it by ARN.
 */
export class EdgeWebAcl extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const visibility = (name: string) => ({ cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true });
    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('crystal-shop-web-acl'),
      rules: [
        {
          name: 'rate-per-viewer',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT_PER_5_MIN, evaluationWindowSec: 300, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('rate-per-viewer'),
        },
        {
          name: 'known-bad-inputs',
          priority: 1,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesKnownBadInputsRuleSet' } },
          visibilityConfig: visibility('known-bad-inputs'),
        },
      ],
    });
    this.arn = acl.attrArn;
  }
}

/** The web ACL in us-east-1, for a shop stack in another region (cross-region reference). */
export class EdgeWafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    this.webAclArn = new EdgeWebAcl(this, 'Edge').arn;
  }
}
