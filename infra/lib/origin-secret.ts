import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '@crystal/shared/origin-secret';

export type OriginSecretProps = {
  production: boolean;
  /** The version CloudFront sends (context originSecretVersion, set when rotating); default the current one. */
  versionId?: string;
};

/**
 * The secret CloudFront sends to the API on `/api/*` (and the catalog pages), so that the API answers
 * only CloudFront: the functions refuse every request without it (functions/src/lib/http/origin-guard.ts).
 * Secrets Manager generates it; the template carries only a dynamic reference that CloudFormation
 * resolves when it updates the distribution, never the value. Rotation is docs/deploying.md's
 * "Rotating the origin secret": put a new value (the functions then accept it and the previous one),
 * then deploy with `-c originSecretVersion=<its version id>` so CloudFront sends it.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;
  /** The origin custom headers of the API's CloudFront origin. */
  readonly originHeaders: Record<string, string>;

  constructor(scope: Construct, id: string, props: OriginSecretProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `Sent by CloudFront to the shop's API (${ORIGIN_SECRET_HEADER}); the API refuses requests without it`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const value = SecretValue.secretsManager(this.secret.secretArn, props.versionId ? { versionId: props.versionId } : {});
    this.originHeaders = { [ORIGIN_SECRET_HEADER]: value.unsafeUnwrap() };
  }
}
