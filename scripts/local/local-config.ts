import path from 'node:path';

export type LocalConfig = {
  host: string;
  port: number;
  /** Base path of the SPA, with leading and trailing slash. */
  basePath: string;
  dataDir: string;
  /** Keep DynamoDB in memory (tests); otherwise it persists under dataDir/dynamodb. */
  inMemory: boolean;
  webDist: string;
  tableName: string;
  /**
   * An already-running DynamoDB (e.g. a DynamoDB Local another process owns) to attach to instead of
   * starting one: it is neither started nor stopped here, and `inMemory` has no effect.
   */
  dynamoEndpoint?: string;
};

function normaliseBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Settings from flags and environment: PORT, HOST, BASE_PATH, DATA_DIR, WEB_DIST, DYNAMODB_ENDPOINT. */
export function readLocalConfig(argv = process.argv.slice(2), env = process.env): LocalConfig {
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const root = path.resolve(import.meta.dirname, '../..');
  const dynamoEndpoint = flag('dynamodb-endpoint') || env.DYNAMODB_ENDPOINT || undefined;
  if (dynamoEndpoint && !URL.canParse(dynamoEndpoint)) {
    throw new Error(
      `--dynamodb-endpoint / DYNAMODB_ENDPOINT must be a URL such as http://127.0.0.1:8000, got "${dynamoEndpoint}"`,
    );
  }
  return {
    host: flag('host') ?? env.HOST ?? '127.0.0.1',
    port: Number(flag('port') ?? env.PORT ?? 3000),
    basePath: normaliseBase(flag('base-path') ?? env.BASE_PATH ?? '/shop/'),
    dataDir: path.resolve(root, flag('data-dir') ?? env.DATA_DIR ?? '.data'),
    inMemory: argv.includes('--in-memory'),
    webDist: path.resolve(root, env.WEB_DIST ?? 'web/dist'),
    tableName: env.TABLE_NAME ?? 'crystal-shop-local',
    ...(dynamoEndpoint ? { dynamoEndpoint } : {}),
  };
}

/** The secret the sandbox signs its Stripe events with (locally only). */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_sandbox_only';

/** The environment the Lambda handlers read at cold start, pointed at local adapters. */
export function functionEnv(config: LocalConfig, dynamoEndpoint: string): Record<string, string> {
  const origin = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  return {
    TABLE_NAME: config.tableName,
    DYNAMODB_ENDPOINT: dynamoEndpoint,
    AWS_REGION: 'ca-central-1',
    MEDIA_DIR: path.join(config.dataDir, 'media'),
    MEDIA_PUBLIC_BASE: '/media',
    OUTBOX_DIR: path.join(config.dataDir, 'outbox'),
    PUBLIC_ORIGIN: origin,
    BASE_PATH: config.basePath,
    PAGE_TEMPLATE_DIR: config.webDist,
    // The page renderer the web build writes beside its site (web/dist -> web/dist-server).
    PAGE_RENDERER_FILE: path.join(`${config.webDist}-server`, 'render-page.mjs'),
    PAYMENTS_PROVIDER: 'sandbox',
    STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    AI_PROVIDER: 'local',
    ESPEAK_COMMAND: 'espeak-ng',
    MAIL_PROVIDER: 'local',
    // The demo shop's settings until she saves her own: every tax, under a demo GST/HST number (decision 0090).
    SHOP_SETTINGS_DEFAULTS: 'demo',
    LOCAL_DATA_DIR: config.dataDir,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    POWERTOOLS_SERVICE_NAME: 'crystal-shop-local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}
