import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  CachePolicy,
  Distribution,
  HttpVersion,
  OriginProtocolPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IOrigin,
  type ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { deployWeb } from './deploy-web';
import { API_ORIGIN_ID, baseRedirectSource, spaRewriteSource } from './edge-functions';
import { CATALOG_PAGE_PATTERNS } from './site-behaviors';
import { securityHeadersPolicy } from './security-headers-policy';
import { apiBehavior, catalogPageBehavior, catalogPageCachePolicy, viewerRequest } from './site-behaviors';

export type SiteProps = {
  production: boolean;
  basePath: string;
  mediaBucket: IBucket;
  /** Host of the HTTP API for the same-origin /api/* behaviour; absent when the API has a host of its own. */
  apiDomainName?: string;
  /** Headers CloudFront adds to every request to the API origin (the origin secret: infra/lib/origin-secret.ts). */
  apiOriginHeaders?: Record<string, string>;
  domainName?: string;
  certificateArn?: string;
  /** Folder of the built SPA (default web/dist). */
  webDist?: string;
  /** Origins the SPA calls besides its own and Stripe's (the Cognito sign-in endpoints of /admin). */
  extraConnectSrc?: readonly string[];
  /** The WAF web ACL (ARN) in front of the distribution, if any. */
  webAclArn?: string;
};

/**
 * The site: a private bucket behind CloudFront (Origin Access Control) serving the SPA under the base path
 * (deep links answered by index.html through a CloudFront Function on the SPA behaviour only), hashed
 * assets cached for a year, `/api/*` to the HTTP API on the same origin, `/media/*` to the media bucket,
 * and the security headers policy on every behaviour.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly headersPolicy: ResponseHeadersPolicy;
  /** https://<domain>, no trailing slash. */
  readonly url: string;
  private readonly props: SiteProps;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.props = props;
    const { basePath, production } = props;
    const stack = Stack.of(this);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !production,
    });

    const extraConnect = [
      ...(props.extraConnectSrc ?? []),
      ...(props.apiDomainName ? [] : [`https://*.execute-api.${stack.region}.${stack.urlSuffix}`]),
    ];
    this.headersPolicy = securityHeadersPolicy(this, 'SecurityHeaders', extraConnect);
    const responseHeadersPolicy = this.headersPolicy;

    // LIST lets S3 answer 404 (not 403) for a missing file.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    // The media bucket also holds the private originals/: CloudFront's grant (written below, after the
    // distribution exists) reads media/* only, so no path rule is all that keeps the originals private.
    // The origin is built on a reference that cannot edit the bucket policy, so CDK adds no bucket-wide grant.
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(
      Bucket.fromBucketAttributes(this, 'MediaReadOnly', {
        bucketArn: props.mediaBucket.bucketArn,
        bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
      }),
      { originAccessLevels: [AccessLevel.READ] },
    );

    // With the API behind this distribution, the catalog function draws the pages a crawler reads: the
    // catalogue's (their own behaviours) and the information pages (the SPA rewrite sends them to it).
    const pagesCachePolicy = props.apiDomainName ? catalogPageCachePolicy(this) : undefined;
    const spa: BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: pagesCachePolicy ?? CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy,
      compress: true,
      functionAssociations: viewerRequest(
        this,
        'SpaRewrite',
        spaRewriteSource(basePath, pagesCachePolicy ? API_ORIGIN_ID : undefined),
        pagesCachePolicy
          ? `Deep links under ${basePath} -> ${basePath}index.html; information pages -> the catalog function`
          : `Deep links under ${basePath} -> ${basePath}index.html`,
      ),
    };
    const cached = (origin: IOrigin): BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      compress: true,
    });

    const behaviors: Record<string, BehaviorOptions> = {
      [`${basePath}assets/*`]: cached(siteOrigin),
      '/media/*': cached(mediaOrigin),
    };
    if (props.apiDomainName && pagesCachePolicy) {
      const apiOrigin = new HttpOrigin(props.apiDomainName, {
        originId: API_ORIGIN_ID,
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        ...(props.apiOriginHeaders ? { customHeaders: props.apiOriginHeaders } : {}),
      });
      behaviors['/api/*'] = apiBehavior(this, apiOrigin, responseHeadersPolicy);
      // Before the SPA catch-all: CloudFront takes the first pattern that matches.
      const catalogPage = catalogPageBehavior(this, apiOrigin, responseHeadersPolicy, basePath, pagesCachePolicy);
      for (const pattern of CATALOG_PAGE_PATTERNS) behaviors[`${basePath}${pattern}`] = catalogPage;
    }
    if (basePath !== '/') behaviors[`${basePath}*`] = spa;

    const defaultBehavior: BehaviorOptions =
      basePath === '/'
        ? spa
        : {
            origin: siteOrigin,
            viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
            cachePolicy: CachePolicy.CACHING_DISABLED,
            responseHeadersPolicy,
            functionAssociations: viewerRequest(
              this,
              'BaseRedirect',
              baseRedirectSource(basePath),
              `/ -> ${basePath}`,
            ),
          };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Crystal shop (${stack.stackName})`,
      defaultBehavior,
      additionalBehaviors: behaviors,
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      // Standard logs in production (CloudFront writes them with an ACL, so the bucket allows one).
      ...(production
        ? {
            enableLogging: true,
            logBucket: new Bucket(this, 'AccessLogs', {
              blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
              objectOwnership: ObjectOwnership.OBJECT_WRITER,
              encryption: BucketEncryption.S3_MANAGED,
              enforceSSL: true,
              lifecycleRules: [{ expiration: Duration.days(90) }],
              removalPolicy: RemovalPolicy.RETAIN,
            }),
            logFilePrefix: 'cloudfront/',
          }
        : {}),
      ...(props.domainName && props.certificateArn
        ? {
            domainNames: [props.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    this.url = `https://${props.domainName ?? this.distribution.distributionDomainName}`;
    this.grantMediaRead(props.mediaBucket);
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The media bucket's policy is written by grantMediaRead: CloudFront reads media/* only, never originals/",
    );
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'The bucket root is never requested: the default behaviour redirects / to the base path and the SPA behaviour rewrites it to index.html',
    );

    // Presigned PUT uploads from the site into the media bucket. Set after the distribution exists (the
    // bucket cannot name the distribution's domain itself without a dependency cycle).
    new AwsCustomResource(this, 'MediaCors', {
      onUpdate: {
        service: 'S3',
        action: 'putBucketCors',
        parameters: {
          Bucket: props.mediaBucket.bucketName,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedMethods: ['PUT'],
                AllowedOrigins: [this.url],
                AllowedHeaders: ['*'],
                ExposeHeaders: ['ETag'],
                MaxAgeSeconds: 3000,
              },
            ],
          },
        },
        physicalResourceId: PhysicalResourceId.of(`${props.mediaBucket.bucketName}-cors`),
      },
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [props.mediaBucket.bucketArn] }),
      installLatestAwsSdk: false,
    });
  }

  /** Deploys the built SPA into the site's bucket (see deploy-web.ts). */
  deployWeb(runtimeFiles: Record<string, Record<string, unknown>> = {}): void {
    deployWeb(this, this.bucket, this.props, runtimeFiles);
  }

  /**
   * CloudFront (this distribution only) may get objects under media/ and list the bucket (so a missing
   * file is a 404, not a 403); the originals/ prefix is outside its grant (issue 33).
   */
  private grantMediaRead(bucket: IBucket): void {
    const stack = Stack.of(this);
    const sourceArn = `arn:${stack.partition}:cloudfront::${stack.account}:distribution/${this.distribution.distributionId}`;
    const principals = [new ServicePrincipal('cloudfront.amazonaws.com')];
    const conditions = { StringEquals: { 'AWS:SourceArn': sourceArn } };
    bucket.addToResourcePolicy(new PolicyStatement({ principals, actions: ['s3:GetObject'], resources: [bucket.arnForObjects('media/*')], conditions }));
    bucket.addToResourcePolicy(new PolicyStatement({ principals, actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions }));
  }
}
