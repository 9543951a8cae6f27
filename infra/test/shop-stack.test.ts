import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, functionsInUse } from '@crystal/shared/routes/route-table';
import { routeKey } from '@crystal/shared/routes/route-types';
import { SITE_CSP } from '@crystal/shared/security-headers';
import { TABLE } from '@crystal/shared/table-definition';
import type { ScheduledJob } from '@crystal/shared/jobs';
import { FUNCTION_ACCESS } from '../lib/access';
import { FUNCTION_TABLE_ACTIONS, FUNCTION_WRITE_KEYS } from '../lib/table-actions';
import { readConfig } from '../lib/config';
import { checkJobs } from '../lib/jobs';
import { ShopStack } from '../lib/shop-stack';
import { siteCsp } from '../lib/security-headers-policy';
import { Site } from '../lib/site';

type Resource = { Type: string; Properties?: any; DeletionPolicy?: string; UpdateReplacePolicy?: string };

/** A tiny built SPA for /shop/ (the real web/dist may be missing or built for another base). */
function fixtureWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/shop/assets/index-abc123.js"></script>');
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log("shop")');
  return dir;
}
const webDist = fixtureWebDist();

/** Synthesises the stack without bundling (the test-mode App), as `cdk synth -c ...` would. */
function synth(context: Record<string, unknown>, jobs: readonly ScheduledJob[] = []) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const config = readConfig(app.node);
  const stack = new ShopStack(app, `CrystalShop-${config.stage}`, {
    config,
    jobs,
    webDist,
    env: { account: '111111111111', region: 'ca-central-1' },
  });
  const template = Template.fromStack(stack);
  return { template, resources: template.toJSON().Resources as Record<string, Resource> };
}

const ofType = (resources: Record<string, Resource>, type: string) =>
  Object.entries(resources).filter(([, r]) => r.Type === type);

/** Logical id of the Lambda tagged with the given function name. */
function lambdaOf(resources: Record<string, Resource>, name: string): string {
  const found = ofType(resources, 'AWS::Lambda::Function').filter(([, r]) =>
    (r.Properties.Tags ?? []).some((t: any) => t.Key === 'crystal-shop:function' && t.Value === name),
  );
  expect(found, `one Lambda for ${name}`).toHaveLength(1);
  return found[0]![0];
}

/** The Lambda logical id a role belongs to, via the function's Role attribute. */
function statementsOfFunction(resources: Record<string, Resource>, fnId: string): any[] {
  const roleRef = resources[fnId]!.Properties.Role['Fn::GetAtt'][0];
  return ofType(resources, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleRef))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
}

const actionsOf = (s: any): string[] => [s.Action].flat();
const resourcesOf = (s: any): unknown[] => [s.Resource].flat();

const JOB_FIXTURE: ScheduledJob = {
  name: 'reservation-sweep',
  // Any existing module stands in for a job entry: bundling is skipped in this mode.
  entry: 'functions/src/catalog/handler.ts' as ScheduledJob['entry'],
  schedule: 'rate(5 minutes)',
  description: 'Releases reserved stock of orders unpaid after 30 minutes',
  access: ['table:readwrite'],
};

let dev: ReturnType<typeof synth>;
let prod: ReturnType<typeof synth>;

beforeAll(() => {
  dev = synth({ stage: 'dev', adminEmail: 'artisan@example.com', alarmEmail: 'ops@example.com' }, [JOB_FIXTURE]);
  prod = synth({
    stage: 'prod',
    adminEmail: 'artisan@example.com',
    mailFrom: 'shop.example.com',
    stripePublishableKey: 'pk_live_123',
    apiOriginDomain: 'api-origin.example.com',
    apiOriginCertificateArn: 'arn:aws:acm:ca-central-1:111111111111:certificate/abc',
    // The web ACL lives in its own us-east-1 stack (infra/lib/shop-app.ts, tested in security.test.ts).
    waf: 'false',
  });
}, 90_000);

describe('API generated from the route table', () => {
  it('has exactly one API route per route-table entry, targeting the integration of the named function', () => {
    const routes = ofType(dev.resources, 'AWS::ApiGatewayV2::Route');
    expect(routes).toHaveLength(ROUTES.length);
    const integrations = Object.fromEntries(ofType(dev.resources, 'AWS::ApiGatewayV2::Integration'));
    for (const route of ROUTES) {
      const matching = routes.filter(([, r]) => r.Properties.RouteKey === routeKey(route));
      expect(matching, routeKey(route)).toHaveLength(1);
      const target = matching[0]![1].Properties.Target['Fn::Join'][1];
      expect(target[0]).toBe('integrations/');
      const integration = integrations[target[1].Ref]!;
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
      expect(integration.Properties.IntegrationUri['Fn::GetAtt'][0]).toBe(lambdaOf(dev.resources, route.fn));
    }
  });

  it('has one Lambda per function name in use, Node 22 on arm64 with the production environment', () => {
    for (const fn of functionsInUse()) {
      const lambda = dev.resources[lambdaOf(dev.resources, fn)]!.Properties;
      expect(lambda.Runtime).toBe('nodejs22.x');
      expect(lambda.Architectures).toEqual(['arm64']);
      expect(lambda.Handler).toBe('index.handler');
      const env = lambda.Environment.Variables;
      expect(env).toMatchObject({
        POWERTOOLS_SERVICE_NAME: `crystal-shop-${fn}`,
        NODE_OPTIONS: '--enable-source-maps',
        PAYMENTS_PROVIDER: 'stripe',
        AI_PROVIDER: 'bedrock',
        MAIL_PROVIDER: 'ses',
        BASE_PATH: '/shop/',
        STRIPE_SECRET_PARAM: '/crystal-shop/dev/stripe/secret-key',
        STRIPE_WEBHOOK_SECRET_PARAM: '/crystal-shop/dev/stripe/webhook-secret',
        ADMIN_EMAIL: 'artisan@example.com',
      });
      expect(env.TABLE_NAME).toEqual({ Ref: expect.stringMatching(/^DataTable/) });
      expect(env.MEDIA_BUCKET).toEqual({ Ref: expect.stringMatching(/^DataMedia/) });
      expect(lambda.LoggingConfig.LogGroup).toBeDefined();
    }
  });

  it('puts the JWT authorizer on every admin route and on no other', () => {
    const authorizers = ofType(dev.resources, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizers).toHaveLength(1);
    const [authorizerId, authorizer] = authorizers[0]!;
    expect(authorizer.Properties.AuthorizerType).toBe('JWT');
    expect(authorizer.Properties.JwtConfiguration.Audience).toEqual([{ Ref: expect.stringMatching(/AdminClient/) }]);
    expect(JSON.stringify(authorizer.Properties.JwtConfiguration.Issuer)).toMatch(/cognito-idp.*UserPool/);
    const routes = ofType(dev.resources, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    for (const route of ROUTES) {
      const props = routes.find((r) => r.RouteKey === routeKey(route))!;
      if (route.auth === 'admin') {
        expect(props.AuthorizationType, routeKey(route)).toBe('JWT');
        expect(props.AuthorizerId).toEqual({ Ref: authorizerId });
      } else {
        expect(props.AuthorizationType ?? 'NONE', routeKey(route)).toBe('NONE');
        expect(props.AuthorizerId).toBeUndefined();
      }
    }
  });

  it('lets API Gateway (this API only) invoke each API function', () => {
    const permissions = ofType(dev.resources, 'AWS::Lambda::Permission')
      .map(([, p]) => p.Properties)
      .filter((p) => p.Principal === 'apigateway.amazonaws.com');
    for (const fn of functionsInUse()) {
      const own = permissions.filter((p) => p.FunctionName['Fn::GetAtt'][0] === lambdaOf(dev.resources, fn));
      expect(own, fn).toHaveLength(1);
      expect(JSON.stringify(own[0].SourceArn)).toContain('HttpApi');
    }
  });

  it('throttles the stage', () => {
    dev.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
  });
});

describe('least privilege', () => {
  it('has no IAM statement with a wildcard action, and none on the table with a wildcard resource', () => {
    for (const { resources } of [dev, prod]) {
      const statements = ofType(resources, 'AWS::IAM::Policy').flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
      expect(statements.length).toBeGreaterThan(0);
      for (const s of statements) {
        for (const action of actionsOf(s)) expect(action).not.toMatch(/^\*$|:\*$/);
        if (actionsOf(s).some((a) => a.startsWith('dynamodb:'))) {
          for (const r of resourcesOf(s)) expect(r).not.toBe('*');
          expect(JSON.stringify(s.Resource)).toContain('DataTable');
        }
      }
    }
  });

  it('lets a function with listed write partitions write only those (dynamodb:LeadingKeys); catalog cannot write products or categories', () => {
    const writes = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/;
    expect(FUNCTION_WRITE_KEYS.catalog).toEqual(['SEARCHES#*']);
    for (const [fn, keys] of Object.entries(FUNCTION_WRITE_KEYS)) {
      const statements = statementsOfFunction(dev.resources, lambdaOf(dev.resources, fn));
      const writing = statements.filter((s) => actionsOf(s).some((a) => writes.test(a)));
      expect(writing.length, `${fn} write statements`).toBeGreaterThan(0);
      for (const s of writing) {
        expect(s.Condition, `${fn} write condition`).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': keys } });
        expect(actionsOf(s).every((a) => writes.test(a)), `${fn}: reads stay outside the scoped statement`).toBe(true);
      }
    }
    const catalogKeys = FUNCTION_WRITE_KEYS.catalog!.map((k) => new RegExp(`^${k.replace('*', '.*')}$`));
    for (const pk of ['PRODUCT#12', 'CATEGORIES', 'ORDER#3', 'SESSION#abc', 'COUNTER', 'SETTINGS']) {
      expect(catalogKeys.some((k) => k.test(pk)), `catalog may not write ${pk}`).toBe(false);
    }
  });

  it('grants each function only what the access map says', () => {
    const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
    for (const fn of functionsInUse()) {
      const statements = statementsOfFunction(dev.resources, lambdaOf(dev.resources, fn));
      const actions = statements.flatMap(actionsOf);
      const access = FUNCTION_ACCESS[fn];
      const tableActions = [...new Set(actions.filter((a) => a.startsWith('dynamodb:')))].sort();
      expect(tableActions, `${fn} table actions`).toEqual(FUNCTION_TABLE_ACTIONS[fn].map((a) => `dynamodb:${a}`).sort());
      expect(tableActions).not.toContain('dynamodb:Scan');
      expect(writes.some((w) => actions.includes(w)), `${fn} writes`).toBe(access.includes('table:readwrite'));
      expect(actions.includes('bedrock:InvokeModel'), `${fn} bedrock`).toBe(access.includes('bedrock'));
      expect(actions.includes('ssm:GetParameter'), `${fn} ssm`).toBe(access.includes('stripe-secrets') || access.includes('link-secret'));
      expect(actions.includes('s3:PutObject'), `${fn} media`).toBe(access.includes('media:put') || access.includes('originals:put'));
      expect(actions.includes('ses:SendEmail'), `${fn} ses`).toBe(access.includes('ses'));
      for (const s of statements) {
        if (actionsOf(s).includes('bedrock:InvokeModel')) {
          expect(JSON.stringify(s.Resource)).toContain(':bedrock:*::foundation-model/amazon.nova-lite-v1:0');
          expect(JSON.stringify(s.Resource)).toContain(':bedrock:*::foundation-model/amazon.nova-canvas-v1:0');
          for (const r of resourcesOf(s)) expect(r).not.toBe('*');
        }
        if (actionsOf(s).includes('ssm:GetParameter')) {
          for (const r of resourcesOf(s)) expect(r).not.toBe('*');
          // Either the Stripe keys or the email links' signing secret, each only for a function that declares it.
          const stripe = JSON.stringify(s.Resource).includes('/stripe/');
          expect(access, `${fn} ssm parameter`).toContain(stripe ? 'stripe-secrets' : 'link-secret');
          if (stripe) {
            expect(JSON.stringify(s.Resource)).toContain(':parameter/crystal-shop/dev/stripe/secret-key');
            expect(JSON.stringify(s.Resource)).toContain(':parameter/crystal-shop/dev/stripe/webhook-secret');
          }
        }
        if (actionsOf(s).includes('s3:PutObject')) {
          const originals = JSON.stringify(s.Resource).includes('/originals/*');
          expect(JSON.stringify(s.Resource)).toContain(originals ? '/originals/*' : '/media/*');
          expect(access, `${fn} s3 prefix`).toContain(originals ? 'originals:put' : 'media:put');
        }
      }
    }
  });

  it('keeps Stripe secret values out of the template', () => {
    const text = JSON.stringify(prod.template.toJSON());
    expect(text).not.toMatch(/sk_(live|test)_|whsec_/);
    expect(ofType(prod.resources, 'AWS::SSM::Parameter')).toHaveLength(0);
    // The publishable key is public by design and is what Stripe.js needs.
    const payments = prod.resources[lambdaOf(prod.resources, 'payments')]!.Properties.Environment.Variables;
    expect(payments.STRIPE_PUBLISHABLE_KEY).toBe('pk_live_123');
    expect(payments.STRIPE_SECRET_PARAM).toBe('/crystal-shop/prod/stripe/secret-key');
  });
});

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
    expect(Object.keys(behaviours).sort()).toEqual(['/api/*', '/media/*', '/shop/*', '/shop/assets/*', '/shop/product/*', '/shop/sitemap.xml']);
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

  it('serves product pages (share tags in the HTML) and the sitemap from the catalog function, matched before the SPA catch-all', () => {
    const [, dist] = ofType(dev.resources, 'AWS::CloudFront::Distribution')[0]!;
    const config = dist.Properties.DistributionConfig;
    const order = config.CacheBehaviors.map((b: any) => b.PathPattern);
    expect(order.indexOf('/shop/product/*')).toBeLessThan(order.indexOf('/shop/*'));
    expect(order.indexOf('/shop/sitemap.xml')).toBeLessThan(order.indexOf('/shop/*'));
    const behaviours = Object.fromEntries(config.CacheBehaviors.map((b: any) => [b.PathPattern, b]));
    const { PathPattern: _, ...sitemap } = behaviours['/shop/sitemap.xml'];
    const { PathPattern: __, ...product } = behaviours['/shop/product/*'];
    expect(sitemap).toEqual(product);
    const page = behaviours['/shop/product/*'];
    expect(page.TargetOriginId).toBe(behaviours['/api/*'].TargetOriginId);
    expect(page.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(page.FunctionAssociations).toHaveLength(1);
    expect(page.FunctionAssociations[0].EventType).toBe('viewer-request');
    const fn = dev.resources[page.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0]]!;
    expect(fn.Properties.FunctionCode).toContain("'/api/products/' + id + '/page'");
    const policy = dev.resources[page.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(policy.DefaultTTL).toBe(0);
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    expect([key.HeadersConfig.HeaderBehavior, key.QueryStringsConfig.QueryStringBehavior, key.CookiesConfig.CookieBehavior]).toEqual(['none', 'none', 'none']);
  });

  it('caches hashed assets, not index.html, and the API only as its cache-control allows', () => {
    const [, dist] = ofType(dev.resources, 'AWS::CloudFront::Distribution')[0]!;
    const behaviours = Object.fromEntries(
      dist.Properties.DistributionConfig.CacheBehaviors.map((b: any) => [b.PathPattern, b]),
    );
    const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
    const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    expect(behaviours['/shop/assets/*'].CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(behaviours['/shop/*'].CachePolicyId).toBe(CACHING_DISABLED);
    const apiPolicy = dev.resources[behaviours['/api/*'].CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(apiPolicy.DefaultTTL).toBe(0);
    expect(apiPolicy.MinTTL).toBe(0);
    expect(apiPolicy.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['authorization', 'x-session-id']),
    );
    expect(apiPolicy.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig.QueryStringBehavior).toBe('all');
  });

  it('sends the shared security headers', () => {
    const [policy] = Object.values(dev.template.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as any[];
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
    );
    // The shared CSP, with Cognito (admin sign-in) and the media bucket (presigned uploads) allowed to connect.
    const base = siteCsp(['https://cognito-idp.ca-central-1.amazonaws.com', 'https://crystal-shop-dev.auth.ca-central-1.amazoncognito.com']);
    expect(csp).toContain(base.slice(0, base.indexOf('connect-src')));
    expect(csp).toContain(
      "connect-src 'self' https://api.stripe.com https://cognito-idp.ca-central-1.amazonaws.com https://crystal-shop-dev.auth.ca-central-1.amazoncognito.com https://",
    );
    expect(csp).toMatch(/"Fn::GetAtt":\["[^"]*Media[^"]*","RegionalDomainName"\]/);
    dev.template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true },
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
    expect(siteCsp(['https://a.example'])).toContain("connect-src 'self' https://api.stripe.com https://a.example");
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

describe('data', () => {
  it('builds the table from TABLE: keys, GSIs, TTL, on demand', () => {
    const [, table] = ofType(dev.resources, 'AWS::DynamoDB::Table')[0]!;
    const p = table.Properties;
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TABLE.ttlAttribute, Enabled: true });
    expect(
      p.GlobalSecondaryIndexes.map((g: any) => ({
        name: g.IndexName,
        partitionKey: g.KeySchema[0].AttributeName,
        sortKey: g.KeySchema[1].AttributeName,
      })),
    ).toEqual(TABLE.indexes);
    for (const g of p.GlobalSecondaryIndexes) expect(g.Projection.ProjectionType).toBe('ALL');
  });

  it('retains, protects and backs up the data on prod', () => {
    const [, table] = ofType(prod.resources, 'AWS::DynamoDB::Table')[0]!;
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    for (const [, b] of ofType(prod.resources, 'AWS::S3::Bucket')) expect(b.DeletionPolicy).toBe('Retain');
    for (const [, pool] of ofType(prod.resources, 'AWS::Cognito::UserPool')) {
      expect(pool.DeletionPolicy).toBe('Retain');
      expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
    }
    expect(ofType(prod.resources, 'Custom::S3AutoDeleteObjects')).toHaveLength(0);
  });

  it('lets a dev stage be torn down completely', () => {
    const retained = Object.entries(dev.resources).filter(([, r]) => r.DeletionPolicy === 'Retain');
    expect(retained.map(([id]) => id)).toEqual([]);
    const [, table] = ofType(dev.resources, 'AWS::DynamoDB::Table')[0]!;
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    expect(ofType(dev.resources, 'Custom::S3AutoDeleteObjects')).toHaveLength(2);
  });
});

describe('identity', () => {
  it('has an invite-only user pool with strong passwords, required TOTP, email sign-in and an admin group', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: {
        PasswordPolicy: Match.objectLike({ MinimumLength: 12, RequireSymbols: true, RequireNumbers: true }),
      },
    });
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'crystal-shop-dev' });
  });

  it('has a public PKCE client for /admin with the site callback', () => {
    const [, client] = ofType(dev.resources, 'AWS::Cognito::UserPoolClient')[0]!;
    expect(client.Properties.GenerateSecret).toBe(false);
    expect(client.Properties.AllowedOAuthFlows).toEqual(['code']);
    expect(JSON.stringify(client.Properties.CallbackURLs)).toMatch(/https:\/\/.*Distribution.*\/shop\/admin/);
    expect(client.Properties.LogoutURLs).toBeDefined();
  });

  it('creates the first admin from context and puts them in the admin group', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolUser', {
      Username: 'artisan@example.com',
      DesiredDeliveryMediums: ['EMAIL'],
    });
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolUserToGroupAttachment', {
      Username: 'artisan@example.com',
      GroupName: Match.anyValue(),
    });
    const [, attachment] = ofType(dev.resources, 'AWS::Cognito::UserPoolUserToGroupAttachment')[0]!;
    const [userId] = ofType(dev.resources, 'AWS::Cognito::UserPoolUser')[0]!;
    expect((attachment as any).DependsOn).toContain(userId);
  });
});

describe('jobs, mail and operations', () => {
  it('schedules each job with retries and a dead-letter queue', () => {
    const rules = ofType(dev.resources, 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    const rule = rules[0]![1].Properties;
    expect(rule.ScheduleExpression).toBe('rate(5 minutes)');
    expect(rule.Targets).toHaveLength(1);
    expect(rule.Targets[0].RetryPolicy.MaximumRetryAttempts).toBe(2);
    expect(rule.Targets[0].DeadLetterConfig.Arn['Fn::GetAtt'][0]).toMatch(/DeadLetters/);
    expect(rule.Targets[0].Arn['Fn::GetAtt'][0]).toBe(lambdaOf(dev.resources, 'reservation-sweep'));
  });

  it('refuses a job whose module does not exist, naming it', () => {
    expect(() => checkJobs([{ ...JOB_FIXTURE, entry: 'functions/src/jobs/nowhere.ts' }])).toThrow(
      /reservation-sweep.*functions\/src\/jobs\/nowhere\.ts does not exist/,
    );
    expect(() => checkJobs([JOB_FIXTURE, JOB_FIXTURE])).toThrow(/listed twice/);
  });

  it('verifies the SES identity from mailFrom (a domain) and sends from it', () => {
    prod.template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'shop.example.com' });
    const lambdas = ofType(prod.resources, 'AWS::Lambda::Function').filter(([, r]) => r.Properties.Environment?.Variables?.MAIL_FROM);
    expect(lambdas.length).toBeGreaterThan(0);
    expect(lambdas[0]![1].Properties.Environment.Variables.MAIL_FROM).toBe('Sacred Crystal Jewelry <orders@shop.example.com>');
  });

  it('alarms on every Lambda error and throttle and on API 5xx, into an SNS topic with the alarm email', () => {
    const alarms = ofType(dev.resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    const lambdas = ofType(dev.resources, 'AWS::Lambda::Function').filter(([, r]) =>
      (r.Properties.Tags ?? []).some((t: any) => t.Key === 'crystal-shop:function'),
    );
    for (const [id] of lambdas) {
      for (const metric of ['Errors', 'Throttles']) {
        expect(
          alarms.some((a) => a.MetricName === metric && JSON.stringify(a.Dimensions).includes(id)),
          `${metric} alarm for ${id}`,
        ).toBe(true);
      }
    }
    expect(alarms.some((a) => a.MetricName === '5xx' && a.Namespace === 'AWS/ApiGateway')).toBe(true);
    for (const a of alarms) expect(a.AlarmActions).toHaveLength(1);
    dev.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('outputs what the operator needs', () => {
    const outputs = Object.keys(dev.template.toJSON().Outputs);
    for (const name of ['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'CognitoDomain', 'MediaBucketName', 'TableName']) {
      expect(outputs).toContain(name);
    }
  });
});

describe('API on a host of its own (context apiOnOwnHost)', () => {
  it('drops the /api/* behaviour, allows the site origin by CORS and lets the CSP connect to the API host', () => {
    const own = synth({ stage: 'dev', apiOnOwnHost: 'true' });
    const [, dist] = ofType(own.resources, 'AWS::CloudFront::Distribution')[0]!;
    const patterns = dist.Properties.DistributionConfig.CacheBehaviors.map((b: any) => b.PathPattern);
    expect(patterns).not.toContain('/api/*');
    expect(patterns, 'product pages fall back to the SPA').not.toContain('/shop/product/*');
    expect(patterns).not.toContain('/shop/sitemap.xml');
    const [, api] = ofType(own.resources, 'AWS::ApiGatewayV2::Api')[0]!;
    expect(JSON.stringify(api.Properties.CorsConfiguration.AllowOrigins)).toContain('Distribution');
    const [, policy] = ofType(own.resources, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const csp = JSON.stringify(policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
    expect(csp).toContain('execute-api');
  });
});
