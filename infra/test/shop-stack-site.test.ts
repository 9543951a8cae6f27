import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_CSP } from '@crystal/shared/security-headers';
import { siteCsp } from '../lib/security-headers-policy';
import { Site } from '../lib/site';
import { API_ORIGIN_ID } from '../lib/edge-functions';
import { ofType, type Synth, synthStages, webDist } from './synth-shop-stack';

/** The site: buckets, CloudFront behaviours, security headers and the web deployment. */
let dev: Synth;
let prod: Synth;

beforeAll(() => {
  ({ dev, prod } = synthStages());
}, 90_000);

describe('site', () => {
  it('blocks public access on every bucket', () => {
    for (const [{ resources }, count] of [[dev, 2], [prod, 3]] as const) {
      // Site and media; production adds the CloudFront standard logs bucket.
      const buckets = ofType(resources, 'AWS::S3::Bucket');
      expect(buckets).toHaveLength(count);
      for (const [, b] of buckets) {
        expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
    }
  });

  it('serves the SPA under the base path, /api/* from the HTTP API and /media/* from the media bucket', () => {
    const [, dist] = ofType(dev.resources, 'AWS::CloudFront::Distribution')[0]!;
    const config = dist.Properties.DistributionConfig;
    const [policyId] = ofType(dev.resources, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const behaviours = Object.fromEntries(config.CacheBehaviors.map((b: any) => [b.PathPattern, b]));
    expect(Object.keys(behaviours).sort()).toEqual([
      '/api/*',
      '/media/*',
      '/shop/',
      '/shop/*',
      '/shop/assets/*',
      '/shop/fr',
      '/shop/fr/',
      '/shop/fr/product/*',
      '/shop/fr/products',
      '/shop/fr/products/*',
      '/shop/product/*',
      '/shop/products',
      '/shop/products/*',
      '/shop/sitemap.xml',
    ]);
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
      expect(b.ViewerProtocolPolicy).toMatch(/https/);
    }
    // Deep links: a function on the SPA behaviour only, never distribution-wide error pages.
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(behaviours['/shop/*'].FunctionAssociations).toHaveLength(1);
    expect(behaviours['/api/*'].FunctionAssociations).toBeUndefined();
    expect(behaviours['/api/*'].AllowedMethods).toContain('POST');

    const origins = Object.fromEntries(config.Origins.map((o: any) => [o.Id, o]));
    const apiOrigin = origins[behaviours['/api/*'].TargetOriginId];
    expect(JSON.stringify(apiOrigin.DomainName)).toMatch(/HttpApi.*execute-api/);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const mediaOrigin = origins[behaviours['/media/*'].TargetOriginId];
    expect(JSON.stringify(mediaOrigin.DomainName)).toContain('DataMedia');
    expect(mediaOrigin.OriginAccessControlId).toBeDefined();
    const siteOrigin = origins[behaviours['/shop/*'].TargetOriginId];
    expect(JSON.stringify(siteOrigin.DomainName)).toContain('SiteBucket');
    expect(siteOrigin.OriginAccessControlId).toBeDefined();
    expect(behaviours['/shop/assets/*'].TargetOriginId).toBe(behaviours['/shop/*'].TargetOriginId);
  });

  it('serves the catalogue pages (home, listings, product pages, each language) and the sitemap from the catalog function, matched before the SPA catch-all', () => {
    const [, dist] = ofType(dev.resources, 'AWS::CloudFront::Distribution')[0]!;
    const config = dist.Properties.DistributionConfig;
    const order = config.CacheBehaviors.map((b: any) => b.PathPattern);
    const behaviours = Object.fromEntries(config.CacheBehaviors.map((b: any) => [b.PathPattern, b]));
    const { PathPattern: __, ...product } = behaviours['/shop/product/*'];
    for (const pattern of ['/shop/', '/shop/products', '/shop/products/*', '/shop/fr', '/shop/fr/', '/shop/fr/products', '/shop/fr/products/*', '/shop/fr/product/*', '/shop/sitemap.xml']) {
      expect(order.indexOf(pattern), pattern).toBeLessThan(order.indexOf('/shop/*'));
      const { PathPattern: _, ...same } = behaviours[pattern];
      expect(same, pattern).toEqual(product);
    }
    const page = behaviours['/shop/product/*'];
    expect(page.TargetOriginId).toBe(behaviours['/api/*'].TargetOriginId);
    expect(page.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(page.FunctionAssociations).toHaveLength(1);
    expect(page.FunctionAssociations[0].EventType).toBe('viewer-request');
    const fn = dev.resources[page.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0]]!;
    expect(fn.Properties.FunctionCode).toContain("'/api/products/' + id + '/page'");
    expect(fn.Properties.FunctionCode).toContain("request.uri = '/api/pages'");
    expect(fn.Properties.FunctionCode).toContain("{ lang: { value: 'fr' } }");
    const policy = dev.resources[page.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(policy.DefaultTTL).toBe(0);
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    // The rewrite's query (lang, path, a listing's filters) keys the copy: each language and filter apart.
    expect([
      key.HeadersConfig.HeaderBehavior,
      key.QueryStringsConfig.QueryStringBehavior,
      key.CookiesConfig.CookieBehavior,
    ]).toEqual(['none', 'all', 'none']);
  });

  it("sends the information pages to the catalog function, by the API origin's id, so they carry the live settings", () => {
    const [, dist] = ofType(dev.resources, 'AWS::CloudFront::Distribution')[0]!;
    const config = dist.Properties.DistributionConfig;
    const api = config.Origins.find((o: any) => o.Id === API_ORIGIN_ID);
    expect(api, 'the API origin has the id the rewrite names').toBeTruthy();
    expect(api.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const spa = config.CacheBehaviors.find((b: any) => b.PathPattern === '/shop/*');
    const fn = dev.resources[spa.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0]]!;
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.Properties.FunctionCode.startsWith("import cf from 'cloudfront';")).toBe(true);
    expect(fn.Properties.FunctionCode).toContain(`var API_ORIGIN = "${API_ORIGIN_ID}"`);
    expect(fn.Properties.FunctionCode).toContain('cf.selectRequestOriginById(API_ORIGIN)');
  });

  it('caches hashed assets, not index.html, and the API only as its cache-control allows', () => {
    const [, dist] = ofType(dev.resources, 'AWS::CloudFront::Distribution')[0]!;
    const behaviours = Object.fromEntries(
      dist.Properties.DistributionConfig.CacheBehaviors.map((b: any) => [b.PathPattern, b]),
    );
    const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
    const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    expect(behaviours['/shop/assets/*'].CachePolicyId).toBe(CACHING_OPTIMIZED);
    // The SPA files are no-cache (deploy-web.ts); the information pages the SPA rewrite sends to the
    // catalog function are kept as the catalogue pages are, by path and query.
    expect(behaviours['/shop/*'].CachePolicyId).not.toBe(CACHING_DISABLED);
    expect(behaviours['/shop/*'].CachePolicyId).toEqual(behaviours['/shop/products'].CachePolicyId);
    const apiPolicy = dev.resources[behaviours['/api/*'].CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(apiPolicy.DefaultTTL).toBe(0);
    expect(apiPolicy.MinTTL).toBe(0);
    expect(apiPolicy.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['authorization', 'x-session-id']),
    );
    expect(apiPolicy.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig.QueryStringBehavior).toBe(
      'all',
    );
  });

  it('sends the shared security headers', () => {
    const [policy] = Object.values(
      dev.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    ) as any[];
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
        .ContentSecurityPolicy,
    );
    // The shared CSP, with Cognito (admin sign-in) and the media bucket (presigned uploads) allowed to connect.
    const base = siteCsp([
      'https://cognito-idp.ca-central-1.amazonaws.com',
      'https://crystal-shop-dev-111111111111.auth.ca-central-1.amazoncognito.com',
    ]);
    expect(csp).toContain(base.slice(0, base.indexOf('connect-src')));
    expect(csp).toContain(
      "connect-src 'self' https://api.stripe.com https://cognito-idp.ca-central-1.amazonaws.com https://crystal-shop-dev-111111111111.auth.ca-central-1.amazoncognito.com https://",
    );
    expect(csp).toMatch(/"Fn::GetAtt":\["[^"]*Media[^"]*","RegionalDomainName"\]/);
    dev.template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
            Preload: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY' },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
        },
        CustomHeadersConfig: {
          Items: Match.arrayWith([Match.objectLike({ Header: 'permissions-policy' })]),
        },
      },
    });
    expect(SITE_CSP).toContain('https://js.stripe.com');
    expect(SITE_CSP).toContain("frame-ancestors 'none'");
    expect(siteCsp(['https://a.example'])).toContain(
      "connect-src 'self' https://api.stripe.com https://a.example",
    );
    expect(siteCsp(['https://a.example']).replace(' https://a.example', '')).toBe(SITE_CSP);
  });

  it('deploys the web build under the base path: pages revalidated, hashed assets immutable', () => {
    const deployments = ofType(dev.resources, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties);
    const pages = deployments.find((d) => d.DestinationBucketKeyPrefix === 'shop/')!;
    expect(pages.Prune).toBe(true);
    expect(pages.Exclude).toEqual(['assets/*']);
    expect(pages.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    const assets = deployments.find((d) => d.DestinationBucketKeyPrefix === 'shop/assets/')!;
    expect(assets.Prune).toBe(false);
    expect(assets.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
  });

  it("writes admin-config.json beside index.html with this stack's Cognito sign-in, so one deploy ships a working /admin", () => {
    const deployments = ofType(dev.resources, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties);
    const pages = deployments.find((d) => d.DestinationBucketKeyPrefix === 'shop/')!;
    expect(pages.SourceObjectKeys).toHaveLength(2); // the build and the settings file
    // Resolved at deploy time: the issuer's user pool, the admin app client and the hosted sign-in domain.
    const refs = Object.values(pages.SourceMarkers[1] as Record<string, { Ref: string }>).map((v) => v.Ref);
    expect(refs).toEqual([
      expect.stringMatching(/^IdentityUserPool[0-9A-F]+$/),
      expect.stringMatching(/^IdentityUserPoolAdminClient/),
      expect.stringMatching(/^IdentityUserPoolDomain/),
    ]);
  });

  it('lets the admin upload media from the site origin only (CORS for presigned PUT)', () => {
    const [, cors] = ofType(dev.resources, 'Custom::AWS')[0]!;
    const create = JSON.stringify(cors.Properties.Create);
    expect(create).toContain('putBucketCors');
    expect(create).toContain('AllowedOrigins');
    expect(create).toMatch(/AllowedOrigins.*https:\/\/.*SiteDistribution.*DomainName/);
    expect(create).toContain('AllowedMethods\\":[\\"PUT\\"]');
  });

  it('fails the synth with a clear message when web/dist is missing and bundling is on', () => {
    const app = new App();
    const stack = new Stack(app, 'SiteOnly', { env: { account: '111111111111', region: 'ca-central-1' } });
    const site = new Site(stack, 'Site', {
      production: false,
      basePath: '/shop/',
      mediaBucket: new Bucket(stack, 'Media'),
      apiDomainName: 'api.example.com',
      webDist: mkdtempSync(path.join(os.tmpdir(), 'no-web-dist-')),
    });
    expect(() => site.deployWeb()).toThrow(/npm run build:web/);
  });

  it('fails the synth when web/dist was built for another base path', () => {
    const app = new App();
    const stack = new Stack(app, 'SiteOnly', { env: { account: '111111111111', region: 'ca-central-1' } });
    const site = new Site(stack, 'Site', {
      production: false,
      basePath: '/crystals/',
      mediaBucket: new Bucket(stack, 'Media'),
      apiDomainName: 'api.example.com',
      webDist,
    });
    expect(() => site.deployWeb()).toThrow(/BASE_PATH=\/crystals\/ npm run build:web/);
  });
});
