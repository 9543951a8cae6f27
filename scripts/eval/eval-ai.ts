/**
 * `npm run eval:ai`: asks the crystal guide every evaluation question and checks each answer mechanically.
 * The local provider runs against DynamoDB Local with the seed catalogue; Bedrock runs too when AWS
 * credentials are present. Writes .reports/bench-eval-ai.json; exits 1 when the local targets are missed.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTable, localClient } from '../local/create-table';
import { startDynamoLocal } from '../local/dynamodb-local';
import { formatReport, meetsTargets, runEval, type EvalReport } from './run-eval';

const hasAwsCredentials = () =>
  Boolean(
    process.env.AWS_ACCESS_KEY_ID ||
    process.env.AWS_PROFILE ||
    process.env.AWS_WEB_IDENTITY_TOKEN_FILE ||
    process.env.AWS_CONTAINER_CREDENTIALS_FULL_URI,
  );

async function main() {
  const dynamo = await startDynamoLocal();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crystal-eval-'));
  const tableName = `eval-${randomBytes(4).toString('hex')}`;
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    AWS_REGION: process.env.AWS_REGION ?? 'ca-central-1',
    MEDIA_DIR: path.join(dataDir, 'media'),
    BASE_PATH: '/shop/',
    POWERTOOLS_LOG_LEVEL: 'CRITICAL',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  try {
    const client = localClient(dynamo.endpoint);
    await ensureTable(client, tableName);
    client.destroy();
    // Imported after the environment is set: these modules read it once, at import.
    const { mediaStore } = await import('../../functions/src/lib/media/media-from-env');
    const { seedCatalogue } = await import('../seed/seed-catalogue');
    const { shopCatalogue } = await import('../../functions/src/ai/shop-catalogue');
    const { localProvider } = await import('../../functions/src/ai/local/local-provider');
    const { askProvider } = await import('./ask-guide');
    await seedCatalogue(mediaStore, { force: true });
    const catalogue = await shopCatalogue();

    const local = await runEval(
      'local',
      askProvider(localProvider({ media: mediaStore, espeakCommand: 'espeak-ng', speechAvailable: false })),
      catalogue,
    );
    console.log(formatReport(local));
    let bedrock: EvalReport | null = null;
    if (hasAwsCredentials()) {
      const { bedrockProvider } = await import('../../functions/src/ai/provider/bedrock-provider');
      const provider = bedrockProvider(
        {
          region: process.env.BEDROCK_REGION ?? 'us-east-1',
          pollyRegion: process.env.AWS_REGION ?? 'ca-central-1',
          textModelId: process.env.BEDROCK_TEXT_MODEL_ID ?? 'amazon.nova-lite-v1:0',
          imageModelId: process.env.BEDROCK_IMAGE_MODEL_ID ?? 'amazon.nova-canvas-v1:0',
          pollyVoiceId: process.env.POLLY_VOICE_ID ?? 'Joanna',
          timeoutMs: 25_000,
        },
        mediaStore,
      );
      bedrock = await runEval('bedrock', askProvider(provider), catalogue);
      console.log(`\n${formatReport(bedrock)}`);
    } else {
      console.log(
        '\nBedrock: skipped (no AWS credentials in the environment; set AWS_PROFILE or AWS_ACCESS_KEY_ID to run it).',
      );
    }
    const reports = path.resolve(import.meta.dirname, '../../.reports');
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, 'bench-eval-ai.json'), JSON.stringify({ local, bedrock }, null, 2));
    if (!meetsTargets(local)) {
      console.error(
        '\nThe local guide missed its targets: 95% overall, every kind 80% or more, injection 100%.',
      );
      process.exitCode = 1;
    }
  } finally {
    await dynamo.stop();
  }
}

await main();
