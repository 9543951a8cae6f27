import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ADMIN_CONFIG_FILE } from '@crystal/shared/constants/limits';
import { SHOP } from '@crystal/shared/constants/shop';
import { SCHEDULED_JOBS, type ScheduledJob } from '@crystal/shared/jobs';
import { ROUTES } from '@crystal/shared/routes/route-table';
import type { RouteDef } from '@crystal/shared/routes/route-types';
import type { AccessTargets } from './access';
import { Api } from './api';
import { linkSecretParameterName, stripeParameterNames, type ShopConfig } from './config';
import { Data } from './data';
import type { FunctionEnvironment } from './function-env';
import { Identity } from './identity';
import { Jobs } from './jobs';
import { Monitoring } from './monitoring';
import { AiSpendAlarms } from './ai-spend-alarms';
import { Site } from './site';
import { EdgeWebAcl } from './edge-waf';
import { AccountMailIdentity } from './mail-identity';
import { OriginSecret } from './origin-secret';
import { CampaignSending } from './campaign-sending';

export type ShopStackProps = StackProps & {
  config: ShopConfig;
  /** Default: the route table. */
  routes?: readonly RouteDef[];
  /** Default: SCHEDULED_JOBS from shared/src/jobs.ts. */
  jobs?: readonly ScheduledJob[];
  /** Default: web/dist. */
  webDist?: string;
  /** The WAF web ACL from EdgeWafStack (us-east-1); without it, and with `waf` on, the stack makes its own (us-east-1 only). */
  webAclArn?: string;
};

/** Sender address and the SES identity that covers it: an address, or a domain (then orders@domain). */
function mailSender(mailFrom: string): { address: string; identity: string; isDomain: boolean } {
  if (mailFrom.includes('@')) return { address: mailFrom, identity: mailFrom, isDomain: false };
  return { address: `orders@${mailFrom}`, identity: mailFrom, isDomain: true };
}

/** The whole shop: data, API, site, identity, jobs and monitoring, composed from the shared definitions. */
export class ShopStack extends Stack {
  /** A web ACL in this stack: only where CloudFront takes it from (us-east-1); elsewhere EdgeWafStack makes it. */
  private localWebAcl(): string {
    if (this.region !== 'us-east-1') {
      throw new Error('With waf on, a shop stack outside us-east-1 needs webAclArn from EdgeWafStack (see infra/lib/shop-app.ts)');
    }
    return new EdgeWebAcl(this, 'Waf').arn;
  }

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { config } = props;
    const { production, basePath } = config;

    const data = new Data(this, 'Data', { production });
    // Unique across accounts: no other account holds this account's id (Cognito prefixes are shared by all).
    const authDomainPrefix = config.authDomainPrefix ?? `crystal-shop-${config.stage}-${this.account}`;
    // Behind CloudFront, the API answers only requests that carry CloudFront's origin secret.
    const originSecret = config.apiOnOwnHost
      ? undefined
      : new OriginSecret(this, 'OriginSecret', { production, versionId: config.originSecretVersion });
    const api: Api = new Api(this, 'Api', {
      production,
      aiReservedConcurrency: config.aiReservedConcurrency,
      throttleRateLimit: config.throttleRateLimit,
      throttleBurstLimit: config.throttleBurstLimit,
      ...(config.apiOnOwnHost ? { corsOrigin: (): string => site.url } : {}),
      ...(!config.apiOnOwnHost && config.apiOriginDomain && config.apiOriginCertificateArn
        ? { origin: { domainName: config.apiOriginDomain, certificateArn: config.apiOriginCertificateArn } }
        : {}),
    });
    const site: Site = new Site(this, 'Site', {
      production,
      basePath,
      mediaBucket: data.mediaBucket,
      ...(config.apiOnOwnHost ? {} : { apiDomainName: api.domainName, apiOriginHeaders: originSecret?.originHeaders }),
      domainName: config.domainName,
      certificateArn: config.certificateArn,
      webDist: props.webDist,
      webAclArn: props.webAclArn ?? (config.waf ? this.localWebAcl() : undefined),
      // /admin signs in with Cognito (oidc-client-ts fetches the issuer metadata and the token endpoint)
      // and uploads product images straight to the media bucket with presigned PUT URLs.
      extraConnectSrc: [
        `https://cognito-idp.${this.region}.amazonaws.com`,
        `https://${authDomainPrefix}.auth.${this.region}.amazoncognito.com`,
        `https://${data.mediaBucket.bucketRegionalDomainName}`,
      ],
    });
    const identity = new Identity(this, 'Identity', {
      production,
      authDomainPrefix,
      siteUrl: site.url,
      basePath,
      adminEmail: config.adminEmail,
    });

    const sender = config.mailFrom ? mailSender(config.mailFrom) : undefined;
    if (sender) {
      new AccountMailIdentity(this, 'MailIdentity', { identity: sender.identity });
    } else {
      Annotations.of(this).addWarningV2(
        'crystal-shop:no-mail-sender',
        'No -c mailFrom / -c adminEmail given: no SES identity and no ses:SendEmail grant, so order and contact emails cannot be sent.',
      );
    }

    if (!config.stripePublishableKey) {
      Annotations.of(this).addWarningV2(
        'crystal-shop:no-stripe-publishable-key',
        'No -c stripePublishableKey=pk_... given: the payments, webhooks and admin functions refuse to start without it.',
      );
    }
    const stripe = stripeParameterNames(config.stage);
    const environment: Omit<FunctionEnvironment, 'POWERTOOLS_SERVICE_NAME'> = {
      POWERTOOLS_LOG_LEVEL: production ? 'INFO' : 'DEBUG',
      TABLE_NAME: data.table.tableName,
      MEDIA_BUCKET: data.mediaBucket.bucketName,
      MEDIA_PUBLIC_BASE: '/media',
      PUBLIC_ORIGIN: site.url,
      BASE_PATH: basePath,
      CLIENT_ADDRESS_SOURCE: config.apiOnOwnHost ? 'source-ip' : 'cloudfront',
      PAYMENTS_PROVIDER: 'stripe',
      AI_PROVIDER: 'bedrock',
      MAIL_PROVIDER: 'ses',
      STRIPE_SECRET_PARAM: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET_PARAM: stripe.webhookSecret,
      LINK_SIGNING_SECRET_PARAM: linkSecretParameterName(config.stage),
      ...(config.stripePublishableKey ? { STRIPE_PUBLISHABLE_KEY: config.stripePublishableKey } : {}),
      BEDROCK_TEXT_MODEL_ID: config.bedrockTextModelId,
      BEDROCK_IMAGE_MODEL_ID: config.bedrockImageModelId,
      BEDROCK_REGION: config.bedrockRegion,
      ...(sender ? { MAIL_FROM: `${SHOP.name} <${sender.address}>` } : {}),
      ...(config.adminEmail ? { ADMIN_EMAIL: config.adminEmail } : {}),
    };
    // Campaigns: the queue first, so the admin function and the campaign-send job can be given it.
    const sending = new CampaignSending(this, 'CampaignSending', {
      production,
      environment,
      sendRate: config.mailSendRate,
      access: {
        table: data.table,
        mediaBucket: data.mediaBucket,
        sesIdentity: sender?.identity,
        sesFromAddress: sender?.address,
        parameterKmsKeyArn: config.parameterKmsKeyArn,
        stripeParameterNames: [],
        linkSecretParameterName: linkSecretParameterName(config.stage),
        bedrockModelIds: [],
      },
    });
    environment.CAMPAIGN_QUEUE_URL = sending.queue.queueUrl;
    const access: AccessTargets = {
      table: data.table,
      mediaBucket: data.mediaBucket,
      sesIdentity: sender?.identity,
      sesFromAddress: sender?.address,
      parameterKmsKeyArn: config.parameterKmsKeyArn,
      stripeParameterNames: [stripe.secretKey, stripe.webhookSecret],
      linkSecretParameterName: linkSecretParameterName(config.stage),
      bedrockModelIds: [config.bedrockTextModelId, config.bedrockImageModelId],
      campaignQueue: sending.queue,
    };

    api.addRoutes({
      routes: props.routes ?? ROUTES,
      environment,
      access,
      jwtIssuer: identity.issuer,
      jwtAudience: identity.client.userPoolClientId,
      originSecret: originSecret?.secret,
    });
    const jobs = new Jobs(this, 'Jobs', { jobs: props.jobs ?? SCHEDULED_JOBS, production, environment, access });

    // /admin reads its Cognito sign-in at run time, so one deploy ships a dashboard that can sign in.
    site.deployWeb({
      [ADMIN_CONFIG_FILE]: {
        auth: 'cognito',
        authority: identity.issuer,
        clientId: identity.client.userPoolClientId,
        domain: identity.hostedDomainUrl,
      },
    });

    const monitoring = new Monitoring(this, 'Monitoring', {
      functions: new Map([...api.functions, ...jobs.functions, ...sending.functions]),
      httpApi: api.httpApi,
      deadLetterQueue: jobs.deadLetterQueue,
      alarmEmail: config.alarmEmail,
    });
    new AiSpendAlarms(this, 'AiSpend', {
      topic: monitoring.topic,
      aiFunction: api.functions.get('ai'),
      bedrockRegion: config.bedrockRegion,
      modelIds: [config.bedrockTextModelId, config.bedrockImageModelId],
      alarmEmail: config.alarmEmail,
    });

    const out = (name: string, value: string, description: string) => new CfnOutput(this, name, { value, description });
    out('SiteUrl', `${site.url}${basePath}`, 'The shop');
    out('BasePath', basePath, 'Base path the web build must use (BASE_PATH)');
    out('ApiOnOwnHost', String(config.apiOnOwnHost), 'true: the web build needs API_BASE = ApiEndpoint');
    out('ApiUrl', config.apiOnOwnHost ? api.url : `${site.url}/api/`, 'The API (same origin as the site unless apiOnOwnHost)');
    out('ApiEndpoint', api.url, 'The HTTP API stage URL');
    if (api.originDomain) {
      out('ApiOriginDnsTarget', api.originDomain.regionalDomainName, `CNAME ${config.apiOriginDomain} to this (CloudFront reaches the API there)`);
    }
    out('UserPoolId', identity.userPool.userPoolId, 'Cognito user pool of the administrators');
    out('UserPoolClientId', identity.client.userPoolClientId, 'Cognito app client of /admin (VITE_COGNITO_CLIENT_ID)');
    out('CognitoDomain', identity.hostedDomainUrl, 'Cognito hosted sign-in (VITE_COGNITO_DOMAIN)');
    out('CognitoIssuer', identity.issuer, 'Token issuer of the user pool (VITE_COGNITO_AUTHORITY)');
    out('MediaBucketName', data.mediaBucket.bucketName, 'Media bucket (served under /media/)');
    out('TableName', data.table.tableName, 'DynamoDB table');
    out('DistributionId', site.distribution.distributionId, 'CloudFront distribution');
    out('DistributionDomainName', site.distribution.distributionDomainName, 'CNAME (or alias) the site domain to this');
    out('StripeSecretParameter', stripe.secretKey, 'SSM SecureString to create with the Stripe secret key');
    out('StripeWebhookSecretParameter', stripe.webhookSecret, 'SSM SecureString to create with the webhook signing secret');
    out('LinkSecretParameter', linkSecretParameterName(config.stage), 'SSM SecureString to create with the link signing secret');
    if (originSecret) out('OriginSecretArn', originSecret.secret.secretArn, 'The secret CloudFront sends to the API (rotate: docs/deploying.md)');
    if (api.originDomain && config.apiOriginDomain) out('ApiOriginHost', config.apiOriginDomain, 'The API host behind CloudFront (a direct call must get 403)');
  }
}
