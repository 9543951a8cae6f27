import { beforeAll, describe, expect, it } from 'vitest';
import { functionsInUse, ROUTES } from '@crystal/shared/routes/route-table';
import { routeKey } from '@crystal/shared/routes/route-types';
import { FUNCTION_ACCESS } from '../lib/access';
import { FUNCTION_TABLE_ACTIONS, FUNCTION_WRITE_KEYS } from '../lib/table-actions';
import {
  actionsOf,
  lambdaOf,
  ofType,
  resourcesOf,
  statementsOfFunction,
  synth,
  type Synth,
  synthStages,
} from './synth-shop-stack';

/** The API generated from the route table, least privilege per function, and the API on a host of its own. */
let dev: Synth;
let prod: Synth;

beforeAll(() => {
  ({ dev, prod } = synthStages());
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
        PAYMENTS_PROVIDER: 'stripe',
        AI_PROVIDER: 'bedrock',
        MAIL_PROVIDER: 'ses',
        BASE_PATH: '/shop/',
        STRIPE_SECRET_PARAM: '/crystal-shop/dev/stripe/secret-key',
        STRIPE_WEBHOOK_SECRET_PARAM: '/crystal-shop/dev/stripe/webhook-secret',
        ADMIN_EMAIL: 'artisan@example.com',
      });
      // Source maps are applied when a stack is written (functions/src/lib/stack), not at every cold start.
      expect(env.NODE_OPTIONS).toBeUndefined();
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
    expect(authorizer.Properties.JwtConfiguration.Audience).toEqual([
      { Ref: expect.stringMatching(/AdminClient/) },
    ]);
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
      const statements = ofType(resources, 'AWS::IAM::Policy').flatMap(
        ([, p]) => p.Properties.PolicyDocument.Statement,
      );
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
      expect(
        writes.some((w) => actions.includes(w)),
        `${fn} writes`,
      ).toBe(access.includes('table:readwrite'));
      expect(actions.includes('bedrock:InvokeModel'), `${fn} bedrock`).toBe(access.includes('bedrock'));
      expect(actions.includes('ssm:GetParameter'), `${fn} ssm`).toBe(access.includes('stripe-secrets') || access.includes('link-secret'));
      expect(actions.includes('s3:PutObject'), `${fn} media`).toBe(access.includes('media:put') || access.includes('originals:put'));
      expect(actions.includes('s3:GetObject'), `${fn} originals`).toBe(access.includes('originals:read'));
      expect(actions.includes('ses:SendEmail'), `${fn} ses`).toBe(access.includes('ses'));
      for (const s of statements) {
        if (actionsOf(s).includes('bedrock:InvokeModel')) {
          expect(JSON.stringify(s.Resource)).toContain(':bedrock:*::foundation-model/amazon.nova-lite-v1:0');
          expect(JSON.stringify(s.Resource)).toContain(
            ':bedrock:*::foundation-model/amazon.nova-canvas-v1:0',
          );
          for (const r of resourcesOf(s)) expect(r).not.toBe('*');
        }
        if (actionsOf(s).includes('ssm:GetParameter') && JSON.stringify(s.Resource).includes('/links/')) {
          // The email links' signing secret, for the functions that sign or check those links.
          expect(access).toContain('link-secret');
          expect(JSON.stringify(s.Resource)).toContain(':parameter/crystal-shop/dev/links/signing-secret');
        } else if (actionsOf(s).includes('ssm:GetParameter')) {
          expect(JSON.stringify(s.Resource)).toContain(':parameter/crystal-shop/dev/stripe/secret-key');
          expect(JSON.stringify(s.Resource)).toContain(':parameter/crystal-shop/dev/stripe/webhook-secret');
        }
        if (actionsOf(s).includes('s3:PutObject')) {
          expect(JSON.stringify(s.Resource)).toMatch(/\/(media|originals)\/\*/);
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

describe('API on a host of its own (context apiOnOwnHost)', () => {
  it('drops the /api/* behaviour, allows the site origin by CORS and lets the CSP connect to the API host', () => {
    const own = synth({ stage: 'dev', apiOnOwnHost: 'true' });
    const [, dist] = ofType(own.resources, 'AWS::CloudFront::Distribution')[0]!;
    const patterns = dist.Properties.DistributionConfig.CacheBehaviors.map((b: any) => b.PathPattern);
    expect(patterns).not.toContain('/api/*');
    expect(patterns, 'product pages fall back to the SPA').not.toContain('/shop/product/*');
    expect(patterns).not.toContain('/shop/fr/product/*');
    expect(patterns).not.toContain('/shop/sitemap.xml');
    // Information pages are then the HTML prerendered at build, and the SPA is not cached.
    const spa = dist.Properties.DistributionConfig.CacheBehaviors.find((b: any) => b.PathPattern === '/shop/*');
    expect(spa.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    const fn = own.resources[spa.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0]]!;
    expect(fn.Properties.FunctionCode).not.toContain('cloudfront');
    expect(fn.Properties.FunctionCode).toContain("'pages/'");
    const [, api] = ofType(own.resources, 'AWS::ApiGatewayV2::Api')[0]!;
    expect(JSON.stringify(api.Properties.CorsConfiguration.AllowOrigins)).toContain('Distribution');
    const [, policy] = ofType(own.resources, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    expect(csp).toContain('execute-api');
  });
});
