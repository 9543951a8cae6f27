/**
 * `npm run bench:feeds`: how long the product feeds take to build from the table, beside reading the same
 * records from the same table in the same run (issue 48; target: a feed build at most 2x that read). Two
 * catalogues in DynamoDB Local: the 28 seed pieces, and 5,000 generated pieces with 3 sizes each (15,000
 * feed items). The read is what every feed build starts with (the active pieces, the collections, the
 * settings: three Queries/GetItems); the build is the whole response, read included, for Google's English
 * feed and Meta's CSV. Median of --runs (default 7) after one warm-up. Writes .reports/bench-feeds.json.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { flag } from './lib/args';
import { fmt, formatTable, median, writeReport, type Figure } from './lib/report';
import { startDynamoLocal } from '../local/dynamodb-local';
import { ensureTable, localClient } from '../local/create-table';

const argv = process.argv.slice(2);
const RUNS = Number(flag('runs', argv) ?? 7);
const GENERATED = 5_000;
const TARGET_RATIO = 2;

const dynamo = await startDynamoLocal();
const tableName = 'bench-feeds';
Object.assign(process.env, {
  TABLE_NAME: tableName,
  DYNAMODB_ENDPOINT: dynamo.endpoint,
  AWS_REGION: 'ca-central-1',
  PUBLIC_ORIGIN: 'https://crystals.example.ca',
  BASE_PATH: '/shop/',
  SHOP_SETTINGS_DEFAULTS: 'demo',
  POWERTOOLS_LOG_LEVEL: 'CRITICAL',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});
const admin = localClient(dynamo.endpoint);
await ensureTable(admin, tableName);
admin.destroy();

// Imported once the environment points at this table: the client and settings read it at module load.
const { db } = await import('../../functions/src/lib/db/client');
const { listActiveProducts, listCategories } = await import('../../functions/src/catalog');
const { toProductItem } = await import('../../functions/src/catalog/product-item');
const { getShopSettings } = await import('../../functions/src/settings');
const { googleFeedResponse, metaFeedResponse } = await import('../../functions/src/catalog/feeds/feed-service');
const { writeSeedPieces } = await import('../../functions/src/catalog/feeds/seed-pieces.factory');

const place = { site: { origin: 'https://crystals.example.ca', basePath: '/shop/' }, cacheControl: 'public, s-maxage=300' };

/** Milliseconds of one call. */
async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Median read, Google feed and Meta feed times over RUNS, interleaved so load on the machine falls on all three alike. */
async function measure(label: string): Promise<{ label: string; read: number; google: number; meta: number; items: number; pieces: number }> {
  const read = () => Promise.all([listActiveProducts(), listCategories(), getShopSettings()]);
  const pieces = (await read())[0].length;
  const items = ((await googleFeedResponse('en', place)).text ?? '').split('<item>').length - 1;
  const reads: number[] = [];
  const googles: number[] = [];
  const metas: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    reads.push(await time(read));
    googles.push(await time(() => googleFeedResponse('en', place)));
    metas.push(await time(() => metaFeedResponse(place)));
  }
  return { label, read: median(reads), google: median(googles), meta: median(metas), items, pieces };
}

/** 5,000 pieces, each with 3 sizes keeping their own counts (one sold out in every seventh), written 25 at a time. */
async function writeGenerated(): Promise<void> {
  const now = new Date().toISOString();
  const items = Array.from({ length: GENERATED }, (_, i) => {
    const id = i + 1;
    return toProductItem({
      id,
      name: `Generated Crystal Ring ${id}`,
      description: `A generated ring number ${id}, set with a natural stone in sterling silver. `.repeat(4).trim(),
      priceCents: 4000 + (id % 60) * 100,
      imageUrl: `/media/img/gen-${id}-0/640.webp`,
      imageUrls: [0, 1, 2].map((v) => `/media/img/gen-${id}-${v}/640.webp`),
      categoryId: 1 + (id % 4),
      materials: ['Sterling Silver'],
      gemstones: ['Amethyst'],
      weightGrams: 4.2,
      sku: `GEN-${id}`,
      stockQuantity: 6,
      options: [{ name: 'Size', values: ['6', '7', '8'].map((value, v) => ({ value, stockQuantity: id % 7 === 0 && v === 0 ? 0 : 2 })) }],
      careInstructions: 'Keep dry.',
      isActive: true,
      isFeatured: false,
      soldCount: 0,
      translations: { fr: { name: `Bague générée ${id}`, description: 'Une bague générée.', careInstructions: '' } },
      createdAt: now,
      updatedAt: now,
    });
  });
  for (let i = 0; i < items.length; i += 25) {
    let batch: Record<string, unknown>[] = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (batch.length) {
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: batch } }));
      batch = (out.UnprocessedItems?.[tableName] ?? []) as Record<string, unknown>[];
    }
  }
}

try {
  await writeSeedPieces();
  const seed = await measure('28 seed pieces');
  // The generated pieces take ids 1..5,000: the seed's 28 are overwritten, so the table holds exactly 5,000.
  await writeGenerated();
  const big = await measure(`${GENERATED.toLocaleString('en-CA')} generated pieces x 3 sizes`);
  const figures: Figure[] = [];
  for (const m of [seed, big]) {
    figures.push({ name: `${m.label}: table read (${m.pieces} pieces)`, value: `${fmt(m.read)} ms`, target: 'measured' });
    for (const [feed, ms] of [['Google feed', m.google], ['Meta feed', m.meta]] as const) {
      const ratio = ms / m.read;
      figures.push({ name: `${m.label}: ${feed} build (${m.items} items)`, value: `${fmt(ms)} ms (${fmt(ratio, 2)}x the read)`, target: `<= ${TARGET_RATIO}x the read`, pass: ratio <= TARGET_RATIO });
    }
  }
  writeReport({
    bench: 'feeds',
    measuredAt: new Date().toISOString(),
    figures,
    notes: [`median of ${RUNS} runs after one warm-up, DynamoDB Local in memory; a build includes its own read of the table`],
  });
  console.log(formatTable(figures, 'Product feeds: build time beside reading the same records'));
  process.exitCode = figures.some((f) => f.pass === false) ? 1 : 0;
} finally {
  await dynamo.stop();
}
