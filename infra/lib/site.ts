import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IOrigin,
  type ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { baseRedirectSource, catalogPageRewriteSource, spaRewriteSource } from './edge-functions';
import { securityHeadersPolicy } from './security-headers-policy';
import { REPO_ROOT } from './shop-function';

export type SiteProps = {
  production: boolean;
  basePath: string;
  mediaBucket: IBucket;
  /** Host of the HTTP API for the same-origin /api/* behaviour; absent when the API has a host of its own. */
  apiDomainName?: string;
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
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(props.mediaBucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });

    const spa: BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy,
      compress: true,
      functionAssociations: this.viewerRequest(
        'SpaRewrite',
        spaRewriteSource(basePath),
        `Deep links under ${basePath} -> ${basePath}index.html`,
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
    if (props.apiDomainName) {
      const apiOrigin = new HttpOrigin(props.apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      });
      behaviors['/api/*'] = this.apiBehavior(apiOrigin, responseHeadersPolicy);
      // Before the SPA catch-all: CloudFront takes the first pattern that matches.
      const catalogPage = this.catalogPageBehavior(apiOrigin, responseHeadersPolicy, basePath);
      behaviors[`${basePath}product/*`] = catalogPage;
      behaviors[`${basePath}sitemap.xml`] = catalogPage;
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
            functionAssociations: this.viewerRequest('BaseRedirect', baseRedirectSource(basePath), `/ -> ${basePath}`),
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

  /**
   * Catalog pages, answered by the catalog function: product pages (index.html carrying the product's
   * share tags, so a link preview shows the piece) and the sitemap of the live catalogue. Cached by path
   * alone, as long as the route's cache-control says; the site's security headers as on every page.
   * Needs the API behind this distribution (without `apiOnOwnHost`); otherwise product pages are plain
   * index.html like every other route, and there is no sitemap.
   */
  private catalogPageBehavior(apiOrigin: IOrigin, responseHeadersPolicy: ResponseHeadersPolicy, basePath: string): BehaviorOptions {
    return {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: new CachePolicy(this, 'CatalogPageCachePolicy', {
        comment: 'Product pages and the sitemap: by path only, as long as the route says',
        defaultTtl: Duration.seconds(0),
        minTtl: Duration.seconds(0),
        maxTtl: Duration.hours(1),
        headerBehavior: CacheHeaderBehavior.none(),
        queryStringBehavior: CacheQueryStringBehavior.none(),
        cookieBehavior: CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      responseHeadersPolicy,
      compress: true,
      functionAssociations: this.viewerRequest(
        'CatalogPageRewrite',
        catalogPageRewriteSource(basePath),
        `${basePath}product/{id} and ${basePath}sitemap.xml -> the catalog function`,
      ),
    };
  }

  /** A CloudFront Function (cloudfront-js-2.0) run on each viewer request of a behaviour. */
  private viewerRequest(id: string, source: string, comment: string): BehaviorOptions['functionAssociations'] {
    return [
      {
        eventType: FunctionEventType.VIEWER_REQUEST,
        function: new EdgeFunction(this, id, {
          code: FunctionCode.fromInline(source),
          runtime: FunctionRuntime.JS_2_0,
          comment,
        }),
      },
    ];
  }

  /** API: not cached unless the API's own cache-control allows it; the session and token are part of the key. */
  private apiBehavior(apiOrigin: IOrigin, responseHeadersPolicy: ResponseHeadersPolicy): BehaviorOptions {
    return {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: new CachePolicy(this, 'ApiCachePolicy', {
        comment: 'API: cached only as long as its cache-control says (default 0)',
        defaultTtl: Duration.seconds(0),
        minTtl: Duration.seconds(0),
        maxTtl: Duration.days(1),
        headerBehavior: CacheHeaderBehavior.allowList('authorization', 'x-session-id'),
        queryStringBehavior: CacheQueryStringBehavior.all(),
        cookieBehavior: CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
      compress: true,
    };
  }

  /**
   * Deploys the built SPA: hashed assets immutable for a year (never pruned: an open tab may still load
   * the previous build), everything else revalidated on each load, with `runtimeFiles` (JSON written
   * beside index.html) for what the build cannot know. When bundling is skipped (tests,
   * `cdk ls`) a missing build is tolerated and nothing is deployed.
   */
  deployWeb(runtimeFiles: Record<string, Record<string, unknown>> = {}): void {
    const { basePath } = this.props;
    const dist = this.props.webDist ?? path.join(REPO_ROOT, 'web/dist');
    const built = existsSync(path.join(dist, 'index.html'));
    if (Stack.of(this).bundlingRequired) {
      if (!built) {
        throw new Error(
          `The web app is not built: ${path.relative(REPO_ROOT, dist) || dist}/index.html is missing. ` +
            `Run \`BASE_PATH=${basePath} npm run build:web\` before \`cdk synth\` / \`cdk deploy\`.`,
        );
      }
      assertBuiltForBase(dist, basePath);
    }
    if (!built) return;

    const prefix = basePath.slice(1);
    let assets: BucketDeployment | undefined;
    if (existsSync(path.join(dist, 'assets'))) {
      assets = new BucketDeployment(this, 'DeployAssets', {
        sources: [Source.asset(path.join(dist, 'assets'), { exclude: ['**/*.map'] })],
        destinationBucket: this.bucket,
        destinationKeyPrefix: `${prefix}assets/`,
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false,
        memoryLimit: 512,
        outputObjectKeys: false,
      });
    }
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [
        Source.asset(dist, { exclude: ['assets', 'assets/**', '**/*.map'] }),
        // Settings known only once the stack exists (e.g. the Cognito client), resolved at deploy time.
        ...Object.entries(runtimeFiles).map(([name, data]) => Source.jsonData(name, data)),
      ],
      destinationBucket: this.bucket,
      destinationKeyPrefix: prefix || undefined,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      prune: true,
      memoryLimit: 512,
      outputObjectKeys: false,
    });
    if (assets) pages.node.addDependency(assets);
  }
}

/** The SPA bakes its base path in at build time; a build for another base would load nothing. */
function assertBuiltForBase(dist: string, basePath: string): void {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/[^"]*)"/g)].map((m) => m[1]!);
  const foreign = refs.filter((ref) => !ref.startsWith(basePath));
  if (foreign.length) {
    throw new Error(
      `web/dist was built for another base path (index.html refers to ${foreign[0]}); ` +
        `rebuild with \`BASE_PATH=${basePath} npm run build:web\`.`,
    );
  }
}
