/**
 * `npm run bench:inp`: the responsiveness of the shop's busiest taps on a phone at 4x CPU (issue 44 build 5):
 * a ring size, Add to Cart, a product tab and a collection filter, each on a page that arrived as HTML and
 * was taken over. Each figure is the interaction's longest event (the Event Timing API's `duration`: input
 * delay, handlers and the next paint; INP is the worst of a page's), the median of --runs fresh page loads,
 * beside the floor measured in the same run: a tap on the page's text, which runs no handler at all. Serves
 * web/dist with the local runtime (run `npm run build:web` first; --build builds it).
 * Flags: --runs <n> (5) --port <p> (4357) --build --parts (each interaction's input delay, handlers and paint).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args';
import { flag, numberFlag } from './lib/args';
import { fmt, formatTable, median, ROOT, writeReport, type Figure } from './lib/report';
import { startBenchShop } from './lib/servers';

const RUNS = numberFlag('runs', 5);
const PORT = numberFlag('port', 4357);
const CPU_SLOWDOWN = 4;
/** Google's "good" INP. */
const INP_TARGET_MS = 200;
const RING = 19;
/** Between a scroll that brings a control into view and the tap on it. */
const SEE_MS = 500;

type Interaction = { name: string; path: string; prepare?: (page: Page) => Promise<void>; tap: (page: Page) => Promise<void> };

/** Scrolls to the control, as a finger does, then taps it a moment later (a shopper sees it before she taps). */
async function tapOn(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  await page.waitForTimeout(SEE_MS);
  const box = (await locator.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const INTERACTIONS: Interaction[] = [
  { name: 'floor: a tap on the page text', path: `product/${RING}`, tap: (page) => tapOn(page, page.locator('main p').first()) },
  { name: 'ring size', path: `product/${RING}`, tap: (page) => tapOn(page, page.getByText('7', { exact: true }).first()) },
  {
    name: 'Add to Cart',
    path: `product/${RING}`,
    prepare: (page) => tapOn(page, page.getByText('8', { exact: true }).first()),
    tap: (page) => tapOn(page, page.getByRole('button', { name: 'Add to Cart' })),
  },
  { name: 'product tab', path: `product/${RING}`, tap: (page) => tapOn(page, page.getByRole('tab', { name: 'Care Guide' })) },
  {
    name: 'collection filter',
    path: 'products',
    prepare: async (page) => {
      await tapOn(page, page.getByRole('button', { name: 'Filters' }));
      await page.getByRole('dialog').getByRole('button', { name: 'Crystal Rings' }).waitFor();
    },
    tap: (page) => tapOn(page, page.getByRole('dialog').getByRole('button', { name: 'Crystal Rings' })),
  },
];

/** What the page-side code below touches (this script is typed without the DOM library). */
type PageGlobals = {
  interactions: Map<number, number>;
  parts: Map<number, string>;
  inCharge?: boolean;
  document: { addEventListener: (type: string, listener: () => void) => void };
  PerformanceObserver: new (
    callback: (list: { getEntries: () => { interactionId?: number; duration: number; startTime: number; processingStart: number; processingEnd: number; name: string }[] }) => void,
  ) => { observe: (options: object) => void };
};

/** The longest event of each interaction since the observer started (Event Timing, 16 ms threshold). */
const WATCH = () => {
  const g = globalThis as unknown as PageGlobals;
  g.interactions = new Map();
  g.parts = new Map();
  new g.PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId || e.duration < (g.interactions.get(e.interactionId) ?? 0)) continue;
      g.interactions.set(e.interactionId, e.duration);
      // Where its time went: waiting for the main thread, the page's handlers, then until the next paint.
      const [delay, handlers] = [e.processingStart - e.startTime, e.processingEnd - e.processingStart];
      g.parts.set(e.interactionId, `${e.name}: delay ${Math.round(delay)}, handlers ${Math.round(handlers)}, paint ${Math.round(e.duration - delay - handlers)}`);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
};

async function measure(base: string, interaction: Interaction): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const g = globalThis as unknown as PageGlobals;
      g.document.addEventListener('crystal:in-charge', () => (g.inCharge = true));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${interaction.path}`);
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).inCharge === true, null, { timeout: 60_000 });
    // The page settles (its lazy part in, idle work done), as a shopper reading it would let it.
    await page.waitForTimeout(1500);
    await interaction.prepare?.(page);
    await page.waitForTimeout(500);
    await page.evaluate(WATCH);
    await interaction.tap(page);
    await page.waitForTimeout(1000);
    const [durations, parts] = await page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals;
      return [[...g.interactions.values()], [...g.parts.values()]] as const;
    });
    if (process.argv.includes('--parts')) console.log(`  ${interaction.name}: ${parts.join('; ')}`);
    return Math.max(0, ...durations);
  } finally {
    await browser.close();
  }
}

async function main() {
  if (flag('build') !== undefined || process.argv.includes('--build')) spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
  const shop = await startBenchShop(PORT, { webDist: path.join(ROOT, 'web', 'dist') });
  const base = `http://127.0.0.1:${PORT}/shop/`;
  const results = new Map<string, number[]>();
  try {
    // Rounds, not blocks: each interaction and the floor meet the same moments of a noisy machine.
    for (let run = 0; run < RUNS; run++) {
      for (const interaction of INTERACTIONS) {
        const ms = await measure(base, interaction);
        results.set(interaction.name, [...(results.get(interaction.name) ?? []), ms]);
      }
    }
  } finally {
    await shop.dispose();
  }
  const floor = median(results.get(INTERACTIONS[0]!.name)!);
  const figures: Figure[] = INTERACTIONS.map(({ name }, i) => {
    const ms = median(results.get(name)!);
    const all = results.get(name)!.map((v) => fmt(v, 0)).join(', ');
    return i === 0
      ? { name: `${name} (ms, median of ${RUNS}: ${all})`, value: fmt(ms, 0), target: 'the floor' }
      : { name: `${name} (ms, median of ${RUNS}: ${all})`, value: `${fmt(ms, 0)} (floor +${fmt(ms - floor, 0)})`, target: `<= ${INP_TARGET_MS}`, pass: ms <= INP_TARGET_MS };
  });
  console.log(formatTable(figures, `Interaction to next paint on a phone at ${CPU_SLOWDOWN}x CPU (pages that arrived as HTML)`));
  const file = writeReport({
    bench: 'inp',
    measuredAt: new Date().toISOString(),
    figures,
    notes: [`Event Timing durations, ${RUNS} fresh loads each, in rounds; the floor is a tap that runs no handler, measured in the same rounds.`],
  });
  console.log(`\nreport: ${path.relative(ROOT, file)}`);
  if (figures.some((f) => f.pass === false)) process.exitCode = 1;
}

await main();
