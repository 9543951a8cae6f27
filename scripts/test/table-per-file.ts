import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, inject } from 'vitest';
import { ensureTable, localClient } from '../local/create-table';

/**
 * Runs before each integration test file's imports: points the handlers' environment at DynamoDB Local
 * and a fresh table of the file's own, and local adapters at a temporary data folder.
 */
const endpoint = inject('dynamoEndpoint');
const tableName = `test-${randomBytes(6).toString('hex')}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crystal-test-'));
Object.assign(process.env, {
  TABLE_NAME: tableName,
  DYNAMODB_ENDPOINT: endpoint,
  AWS_REGION: 'ca-central-1',
  MEDIA_DIR: path.join(dataDir, 'media'),
  OUTBOX_DIR: path.join(dataDir, 'outbox'),
  LOCAL_DATA_DIR: dataDir,
  PUBLIC_ORIGIN: 'http://localhost:3000',
  // The pages' shells: small index.html files of the test's own (the app's build is not needed here).
  PAGE_TEMPLATE_DIR: path.resolve(import.meta.dirname, '../../functions/src/test/page-templates'),
  BASE_PATH: '/shop/',
  PAYMENTS_PROVIDER: 'sandbox',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_sandbox_only',
  AI_PROVIDER: 'local',
  ESPEAK_COMMAND: 'espeak-ng',
  MAIL_PROVIDER: 'local',
  SHOP_SETTINGS_DEFAULTS: 'demo',
  POWERTOOLS_LOG_LEVEL: 'CRITICAL',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});

beforeAll(async () => {
  const client = localClient(endpoint);
  await ensureTable(client, tableName);
  client.destroy();
});
