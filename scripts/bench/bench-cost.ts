/**
 * `npm run bench:cost`: what the shop costs in AWS each month at 1k, 10k and 100k visits, 2% of them
 * ordering, computed from figures measured here against the local runtime (DynamoDB Local):
 * - a first visit in a fresh browser (home, listing, two product pages): every request and its bytes;
 * - each of its API requests sent again with the catalogue's in-memory answers forgotten: duration and
 *   the DynamoDB read and write units DynamoDB reports (`ReturnConsumedCapacity`);
 * - the order-and-pay flow with the sandbox card: the same per step, and the mails it sends;
 * - the Bedrock tokens and images of an AI-on visit (one question to the guide, plus any AI calls the
 *   pages made), sized as the Bedrock adapter sends them;
 * - memory per function from the infra config, cold init from .reports/bench-lambda.json when present.
 * Prices: scripts/bench/cost/prices.json (dated). Beside the total: Shopify Basic for the same sales.
 * Writes .reports/bench-cost.json. Flags: --port <p> (4356) --build (rebuild web/dist-bench even if present).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { numberFlag } from './lib/args';
import { BENCH_DIST, buildBenchWeb } from './lib/build-web';
import { fmt, formatTable, readReport, ROOT, writeReport, type Figure } from './lib/report';
import { startBenchShop } from './lib/servers';
import { captureVisit } from './cost/capture-visit';
import { meterDynamoDb } from './cost/meter-dynamodb';
import { measureCall, measureOrder } from './cost/measure-shop';
import { monthlyCost, ORDER_SHARE, type ApiCall, type Measured, type Scenario } from './cost/monthly-cost';
import prices from './cost/prices.json';

const TARGET_USD_10K_AI_OFF = 5;
const VISITS = [1_000, 10_000, 100_000];
const ORDER_PRODUCT = 24;
const GUIDE_QUESTION = 'Which crystal would suit a calm evening routine, and what do you have under $60?';

/** Memory of the shop's functions, read from the infra config (the ShopFunction default and any override). */
function configuredMemoryMb(fns: string[]): Record<string, number> {
  const source = readFileSync(path.join(ROOT, 'infra/lib/shop-function.ts'), 'utf8');
  const fallback = Number(/memorySize:\s*props\.memorySize\s*\?\?\s*(\d+)/.exec(source)?.[1]);
  if (!fallback) throw new Error('no default memorySize found in infra/lib/shop-function.ts');
  return Object.fromEntries(fns.map((fn) => [fn, fallback]));
}

function coldInitMs(): Record<string, number> {
  const report = readReport('lambda') as { functions?: { name: string; 'sdk-external'?: { ms: number } }[] } | undefined;
  return Object.fromEntries((report?.functions ?? []).flatMap((f) => (f['sdk-external'] ? [[f.name, f['sdk-external'].ms]] : [])));
}

/** Bytes under `dir`, leaving out the framework-floor page bench:web writes into the build. */
function dirBytes(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (p === path.join(BENCH_DIST, 'floor')) continue;
    total += e.isDirectory() ? dirBytes(p) : statSync(p).size;
  }
  return total;
}

const usd = (x: number) => `$${x < 0.01 && x > 0 ? x.toFixed(4) : x.toFixed(2)}`;

async function main() {
  const port = numberFlag('port', 4356);
  // The build bench:web made in the same run, when it is there (`npm run bench` runs web first).
  buildBenchWeb(!process.argv.includes('--build'));
  const shop = await startBenchShop(port, { webDist: BENCH_DIST });
  const origin = `http://127.0.0.1:${port}`;
  const base = shop.config.basePath;
  let measured: Measured;
  const notes: string[] = [];
  try {
    const { db } = await import('../../functions/src/lib/db/client');
    const { forgetCatalogueReads } = await import('../../functions/src/catalog/catalogue-cache-repository');
    const { aiProvider } = await import('../../functions/src/ai/provider/provider-from-env');
    // Also after the shop is up: the guide's tools read the catalogue through the table it configures.
    const { meterAi } = await import('./cost/meter-ai');
    const dynamo = meterDynamoDb(db);
    const ai = meterAi(aiProvider);
    const deps = { forget: forgetCatalogueReads, units: dynamo.take };

    console.log('bench:cost - a first visit in the browser...');
    const pages = ['', 'products', 'product/3', `product/${ORDER_PRODUCT}`].map((p) => `${base}${p}`);
    const visit = await captureVisit(origin, pages);
    const pageAi = ai.take();
    console.log(`  ${visit.length} requests (${visit.filter((r) => r.api).length} to the API); sending each API request again, uncached...`);
    const api: ApiCall[] = [];
    for (const r of visit.filter((v) => v.api)) {
      const call = await measureCall(origin, r, deps);
      api.push({ ...call, bytes: r.bytes, label: call.label.replace(/\/\d+(?=$|\/|\?)/, '/{id}') });
    }
    ai.take();
    console.log('  the order-and-pay flow...');
    const order = await measureOrder(origin, ORDER_PRODUCT, path.join(shop.config.dataDir, 'outbox'), deps);
    console.log('  one question to the AI guide...');
    const chat = await fetch(`${origin}/api/ai/chat`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-session-id': crypto.randomUUID() }, body: JSON.stringify({ message: GUIDE_QUESTION }) });
    if (!chat.ok) notes.push(`the AI guide answered ${chat.status}: AI-on figures count only the pages' own AI calls`);
    const chatAi = ai.take();
    const fns = [...new Set([...api, ...order.api].map((c) => c.fn))];
    measured = {
      visit: { api, staticBytes: visit.filter((r) => !r.api).map((r) => r.bytes) },
      order,
      ai: { inputTokens: pageAi.inputTokens + chatAi.inputTokens, outputTokens: pageAi.outputTokens + chatAi.outputTokens, images: pageAi.images + chatAi.images },
      memoryMb: configuredMemoryMb(fns),
      coldInitMs: coldInitMs(),
      storedBytes: dirBytes(BENCH_DIST) + dirBytes(path.join(shop.config.dataDir, 'media')),
    };
    if (!Object.keys(measured.coldInitMs).length) notes.push('cold init not counted: no .reports/bench-lambda.json (run bench:lambda first)');
    if (fns.includes('unrouted')) notes.push(`requests outside the route table: ${api.filter((c) => c.fn === 'unrouted').map((c) => c.label).join(', ')}`);
  } finally {
    await shop.dispose();
  }

  const scenarios: Scenario[] = VISITS.flatMap((v) => [monthlyCost(measured, prices, v, false), monthlyCost(measured, prices, v, true)]);
  const at10k = (ai: boolean) => scenarios.find((s) => s.visits === 10_000 && s.ai === ai)!;
  for (const ai of [false, true]) {
    const s = at10k(ai);
    const rows: Figure[] = s.lines.map((l) => ({ name: l.item, value: usd(l.usd), target: l.quantity }));
    console.log(`\n${formatTable(rows, `AWS per month at 10,000 visits (${s.orders} orders), AI ${ai ? 'on' : 'off'}: ${usd(s.totalUsd)} (${usd(s.totalAfterFreeUsd)} after always-free allowances)`).replace('| target', '| quantity')}`);
  }
  const perCall = (calls: ApiCall[]) => calls.map((c) => `${c.label} ${fmt(c.read, 1)}R/${fmt(c.write, 1)}W ${fmt(c.ms, 0)} ms`).join('; ');
  notes.push(
    `prices recorded ${prices.recorded} (scripts/bench/cost/prices.json): ${prices.note}`,
    `a visit: ${measured.visit.api.length} API requests (${perCall(measured.visit.api)}), ${measured.visit.staticBytes.length} static files ${fmt(measured.visit.staticBytes.reduce((a, b) => a + b, 0) / 1024, 0)} kB`,
    `an order (${ORDER_SHARE * 100}% of visits, C$${measured.order.valueCad.toFixed(2)}): ${perCall(measured.order.api)}; ${measured.order.mails} mails. The sandbox's confirm stands for Stripe's webhook call.`,
    `AI on: ${measured.ai.inputTokens} input and ${measured.ai.outputTokens} output tokens (at maxTokens), ${measured.ai.images} images per visit, on ${prices.bedrock.textModel}`,
    'Conservative: every request reaches Lambda and DynamoDB (no CloudFront or in-memory hits), every static file is an S3 read, every visit cold-starts each function it calls.',
    `Shopify Basic: US$${prices.shopifyBasic.monthlyFeeUsd} a month (${prices.shopifyBasic.billing}) + ${prices.shopifyBasic.cardPercent}% + C$${prices.shopifyBasic.cardFixedCad} per order (${prices.shopifyBasic.cardRate}); the shop pays Stripe ${prices.stripe.cardPercent}% + C$${prices.stripe.cardFixedCad} on the same orders. US$1 = C$${(1 / prices.usdPerCad).toFixed(2)}.`,
  );
  const figures: Figure[] = [
    { name: 'AWS per month at 10k visits, AI off', value: `${usd(at10k(false).totalUsd)} (${usd(at10k(false).totalAfterFreeUsd)} after always-free)`, target: `<= US$${TARGET_USD_10K_AI_OFF}`, pass: at10k(false).totalUsd <= TARGET_USD_10K_AI_OFF },
    ...scenarios
      .filter((s) => !(s.visits === 10_000 && !s.ai))
      .map((s) => ({ name: `AWS per month at ${s.visits / 1000}k visits, AI ${s.ai ? 'on' : 'off'}`, value: `${usd(s.totalUsd)} (${usd(s.totalAfterFreeUsd)} after always-free)`, target: 'info' })),
    ...VISITS.map((v) => {
      const s = scenarios.find((x) => x.visits === v && !x.ai)!;
      return { name: `same ${s.orders} orders at ${v / 1000}k visits: Shopify Basic vs shop (AWS AI off + Stripe)`, value: `${usd(s.shopifyUsd)} vs ${usd(s.totalUsd + s.cardFeesUsd)}`, target: 'info' };
    }),
    { name: 'DynamoDB units per visit (read / write)', value: `${fmt(measured.visit.api.reduce((a, c) => a + c.read, 0), 1)} / ${fmt(measured.visit.api.reduce((a, c) => a + c.write, 0), 1)}`, target: 'info' },
    { name: 'DynamoDB units per order-and-pay flow (read / write)', value: `${fmt(measured.order.api.reduce((a, c) => a + c.read, 0), 1)} / ${fmt(measured.order.api.reduce((a, c) => a + c.write, 0), 1)}`, target: 'info' },
  ];
  writeReport({ bench: 'cost', measuredAt: new Date().toISOString(), figures, notes, ...({ prices, measured, scenarios } as object) } as Parameters<typeof writeReport>[0]);
  console.log(`\n${formatTable(figures, 'Cost (AWS per month, from measured figures)')}\n${notes.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
