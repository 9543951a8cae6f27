import { Duration, Lazy, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  CorsHttpMethod,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionName, RouteDef } from '@crystal/shared/routes/route-types';
import { FUNCTION_ACCESS, grantAccess, type AccessTargets } from './access';
import { functionSettingsOf } from './images';
import { FUNCTION_TABLE_ACTIONS, FUNCTION_WRITE_KEYS } from './table-actions';
import type { FunctionEnvironment } from './function-env';
import { pascal } from './names';
import { ShopFunction } from './shop-function';

export type ApiProps = {
  production: boolean;
  /** Concurrent executions reserved for the ai function (context aiReservedConcurrency); absent: none. */
  aiReservedConcurrency?: number;
  throttleRateLimit: number;
  throttleBurstLimit: number;
  /** Own-host mode only: the site origin allowed by CORS (resolved lazily, once the site exists). */
  corsOrigin?: () => string;
  /** CloudFront's origin host for the API and its regional certificate: the execute-api endpoint is then disabled. */
  origin?: { domainName: string; certificateArn: string };
};

export type ApiRoutesProps = {
  routes: readonly RouteDef[];
  environment: Omit<FunctionEnvironment, 'POWERTOOLS_SERVICE_NAME'>;
  access: AccessTargets;
  /** JWT issuer and audience (app client id) for the admin routes. */
  jwtIssuer: string;
  jwtAudience: string;
  /** The secret CloudFront sends: every function reads it and refuses a request without it. */
  originSecret?: ISecret;
};

/** The SSM parameters a function with these grants needs, checked at its cold start. */
export function requiredParameterNames(access: readonly string[], targets: AccessTargets): string[] {
  return [
    ...(access.includes('stripe-secrets') ? targets.stripeParameterNames : []),
    ...(access.includes('link-secret') && targets.linkSecretParameterName ? [targets.linkSecretParameterName] : []),
  ];
}

/** Timeouts that differ from the 10 s default (API Gateway itself stops waiting at 30 s). */
const TIMEOUTS: Partial<Record<FunctionName, Duration>> = { ai: Duration.seconds(29), admin: Duration.seconds(20) };

/**
 * The HTTP API: one Lambda per function name of the route table and one route per table entry, the JWT
 * authorizer on admin routes and only those, stage throttling and access logs.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly functions = new Map<FunctionName, LambdaFunction>();
  private readonly production: boolean;
  private readonly aiReservedConcurrency?: number;
  /** The custom origin host, when the execute-api endpoint is disabled. */
  readonly originDomain?: DomainName;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.production = props.production;
    this.aiReservedConcurrency = props.aiReservedConcurrency;
    const corsOrigin = props.corsOrigin;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Crystal shop API (routes generated from shared/src/routes/route-table.ts)',
      createDefaultStage: false,
      // Behind CloudFront on a host of its own: nothing reaches the API around CloudFront.
      disableExecuteApiEndpoint: Boolean(props.origin),
      ...(corsOrigin
        ? {
            corsPreflight: {
              allowOrigins: Lazy.list({ produce: () => [corsOrigin()] }),
              allowMethods: [CorsHttpMethod.ANY],
              allowHeaders: ['content-type', 'authorization', 'x-session-id', 'x-platform', 'stripe-signature'],
              maxAge: Duration.hours(1),
            },
          }
        : {}),
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.production ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttleRateLimit, burstLimit: props.throttleBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            length: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    if (props.origin) {
      this.originDomain = new DomainName(this, 'OriginDomain', {
        domainName: props.origin.domainName,
        certificate: Certificate.fromCertificateArn(this, 'OriginCertificate', props.origin.certificateArn),
      });
      new ApiMapping(this, 'OriginMapping', { api: this.httpApi, domainName: this.originDomain, stage: this.stage });
    }
  }

  /** The API's host name (for CloudFront's /api/* origin). */
  get domainName(): string {
    if (this.originDomain) return this.originDomain.name;
    return `${this.httpApi.apiId}.execute-api.${this.httpApi.stack.region}.${this.httpApi.stack.urlSuffix}`;
  }

  get url(): string {
    return this.stage.url;
  }

  addRoutes(props: ApiRoutesProps): void {
    const authorizer = new HttpJwtAuthorizer('AdminAuthorizer', props.jwtIssuer, {
      jwtAudience: [props.jwtAudience],
      identitySource: ['$request.header.Authorization'],
    });
    const integrations = new Map<FunctionName, HttpLambdaIntegration>();
    for (const route of props.routes) {
      let integration = integrations.get(route.fn);
      if (!integration) {
        const fn = this.createFunction(route.fn, props);
        // One invoke permission per function (for this API), not one per route: keeps the stack small.
        integration = new HttpLambdaIntegration(`${pascal(route.fn)}Integration`, fn, { scopePermissionToRoute: false });
        integrations.set(route.fn, integration);
      }
      new HttpRoute(this, `Route${pascal(route.id)}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
        ...(route.auth === 'admin' ? { authorizer } : {}),
      });
    }
  }

  private createFunction(name: FunctionName, props: ApiRoutesProps): LambdaFunction {
    const parameters = requiredParameterNames(FUNCTION_ACCESS[name], props.access);
    const { fn } = new ShopFunction(this, `${pascal(name)}Function`, {
      name,
      entry: `functions/src/${name}/handler.ts`,
      environment: {
        ...props.environment,
        ...(props.originSecret ? { ORIGIN_SECRET_ID: props.originSecret.secretArn } : {}),
        ...(parameters.length ? { REQUIRED_PARAMETERS: parameters.join(',') } : {}),
      },
      production: this.production,
      timeout: TIMEOUTS[name],
      ...functionSettingsOf(name),
    });
    grantAccess(fn, FUNCTION_ACCESS[name], { ...props.access, tableActions: FUNCTION_TABLE_ACTIONS[name], tableWriteKeys: FUNCTION_WRITE_KEYS[name] });
    props.originSecret?.grantRead(fn);
    // Paid AI calls: at most this many at once, when the operator reserves them (a new account's quota
    // may be 10, and Lambda keeps 10 unreserved: a default reservation would fail the first deploy).
    if (name === 'ai' && this.aiReservedConcurrency) (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions = this.aiReservedConcurrency;
    this.functions.set(name, fn);
    return fn;
  }
}
