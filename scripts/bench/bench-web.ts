/**
 * `npm run bench:web`: builds the web app into web/dist-bench (with its page renderer and prerendered
 * pages), serves it with the local runtime and reports the initial JS of `/` (gzip), the first load of the home
 * and a product page as the browser loads it (lib/first-load.ts), and the median of N
 * Lighthouse mobile runs per page, each beside the framework floor built and measured in the same run
 * (lib/library-floor.ts), and beside the same page served client-rendered (the app's shell, as before
 * issue 34: lib/client-rendered-door.ts), in the same rounds.
 * Flags: --runs <n> (3) --port <p> (4352) --no-build (reuse web/dist-bench) --pages a,b (paths under the base;
 * by default the home, listing and a product page in English and in French, each French page beside its twin).
 * --photos: then every product photographed (4032x3024 JPEGs through the image pipeline), measured again
 * in the same run and compared (--photo-count <n> photographs only the first n products).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { flag, numberFlag } from './lib/args';
import { afterPaintScriptJs, initialJs } from './lib/initial-js';
import { firstLoadFigures } from './lib/first-load';
import { libraryFloorGzipBytes, writeLibraryFloorPage } from './lib/library-floor';
import { runLighthouse, type LighthouseRun } from './lib/lighthouse';
import { fmt, formatTable, median, ROOT, writeReport, type Figure } from './lib/report';
import { buildWebAtRef } from './lib/build-at-ref';
import { startClientRenderedDoor } from './lib/client-rendered-door';
import { startCachingFrontDoor } from './lib/caching-front-door';
import { warmUp } from './lib/warm-up';
import { startBenchShop } from './lib/servers';
import { photoRun } from './photos/photo-run';

const DIST = path.join(ROOT, 'web', 'dist-bench');
/**
 * The last commit before issue 34 (pages as HTML): its build is the baseline of the first-load JS figure
 * (`--baseline-ref <ref>` to compare with another).
 */
const BASELINE_REF = flag('baseline-ref') ?? '79ec525';
/** Issue 34: the English first load grows by at most this much (gzip) over the baseline's. */
const FIRST_LOAD_GROWTH_KB = 2;
const PAGES = (flag('pages') ?? ',products,product/1,fr/,fr/products,fr/product/1').split(',');
/** The pages whose first load, as the browser loads it, is counted (lib/first-load.ts). */
const FIRST_LOAD_PAGES = ['', 'fr/', 'product/1'];
/** The French site's pages are held to their English twins measured in the same run (within 2 points). */
const FRENCH_POINTS = 2;
/**
 * Shop code above the framework floor; Lighthouse within `performancePoints` and `tbtMs` of the floor page.
 * Issue 34: a page as HTML has its LCP at most `lcpRatio` of the client-rendered page's, a Lighthouse
 * performance of at least `renderedPerformance`, and its TBT within `tbtOverClientMs` of the client-rendered's.
 */
const TARGETS = {
  shopJsKb: 15,
  performancePoints: 8,
  tbtMs: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  lcpRatio: 0.6,
  renderedPerformance: 98,
  tbtOverClientMs: 50,
};

function build(): void {
  console.log('bench:web - building the web app, its page renderer and prerendered pages into web/dist-bench...');
  const web = path.join(ROOT, 'web');
  const steps: string[][] = [
    ['vite', 'build', '--outDir', 'dist-bench', '--emptyOutDir', '--logLevel', 'warn'],
    ['vite', 'build', '--ssr', 'src/server/render-page.tsx', '--outDir', 'dist-bench-server', '--emptyOutDir', '--logLevel', 'warn'],
    ['tsx', 'build/prerender-pages.ts', 'dist-bench'],
  ];
  for (const step of steps) {
    const res = spawnSync('npx', step, { cwd: web, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
    if (res.status !== 0) throw new Error(`${step.join(' ')} failed with ${res.status}`);
  }
}

type Medians = Record<keyof LighthouseRun, number>;
const medians = (runs: LighthouseRun[]) =>
  Object.fromEntries((Object.keys(runs[0]!) as (keyof LighthouseRun)[]).map((k) => [k, median(runs.map((r) => r[k]))])) as Medians;

function pageFigures(page: string, m: Medians, floor: Medians | undefined): Figure[] {
  const label = (s: string) => `${page} ${s}`;
  const perfFloor = floor ? floor.performance - TARGETS.performancePoints : Number.NaN;
  const tbtFloor = floor ? floor.tbtMs + TARGETS.tbtMs : Number.NaN;
  return [
    { name: label(`performance (floor ${floor ? fmt(floor.performance, 0) : 'n/a'})`), value: fmt(m.performance, 0), target: `>= floor - ${TARGETS.performancePoints}`, pass: m.performance >= perfFloor },
    { name: label(`TBT (floor ${floor ? fmt(floor.tbtMs, 0) : 'n/a'} ms)`), value: `${fmt(m.tbtMs, 0)} ms`, target: `<= floor + ${TARGETS.tbtMs} ms`, pass: m.tbtMs <= tbtFloor },
    { name: label(`LCP (floor ${floor ? fmt(floor.lcpMs, 0) : 'n/a'} ms)`), value: `${fmt(m.lcpMs, 0)} ms`, target: 'info' },
    // Every script the first view loaded until the network was quiet (idle-loaded parts included), as Lighthouse counted it in the run that gives LCP.
    { name: label('JS loaded, as Lighthouse counts it (transfer)'), value: `${fmt(m.scriptBytes / 1024, 1)} kB`, target: 'info' },
    { name: label('accessibility'), value: fmt(m.accessibility, 0), target: `${TARGETS.accessibility}`, pass: m.accessibility >= TARGETS.accessibility },
    { name: label('best practices'), value: fmt(m.bestPractices, 0), target: `${TARGETS.bestPractices}`, pass: m.bestPractices >= TARGETS.bestPractices },
    { name: label('SEO'), value: fmt(m.seo, 0), target: `${TARGETS.seo}`, pass: m.seo >= TARGETS.seo },
    { name: label('CLS'), value: fmt(m.cls, 3), target: `<= ${TARGETS.cls}`, pass: m.cls <= TARGETS.cls },
  ];
}

/** Issue 34's figures for a page as HTML beside the same page client-rendered (medians of the same rounds). */
function againstClientRendered(page: string, m: Medians, client: Medians): Figure[] {
  const ratio = m.lcpMs / client.lcpMs;
  return [
    { name: `${page} LCP as HTML / client-rendered (${fmt(client.lcpMs, 0)} ms)`, value: `${fmt(m.lcpMs, 0)} ms = ${fmt(ratio, 2)}`, target: `<= ${TARGETS.lcpRatio}`, pass: ratio <= TARGETS.lcpRatio },
    { name: `${page} Lighthouse performance as HTML (client-rendered ${fmt(client.performance, 0)})`, value: fmt(m.performance, 0), target: `>= ${TARGETS.renderedPerformance}`, pass: m.performance >= TARGETS.renderedPerformance },
    { name: `${page} TBT as HTML (client-rendered ${fmt(client.tbtMs, 0)} ms)`, value: `${fmt(m.tbtMs, 0)} ms`, target: `<= client-rendered + ${TARGETS.tbtOverClientMs} ms`, pass: m.tbtMs <= client.tbtMs + TARGETS.tbtOverClientMs },
  ];
}

async function main() {
  const runs = numberFlag('runs', 3);
  const port = numberFlag('port', 4352);
  if (!process.argv.includes('--no-build')) build();
  const figures: Figure[] = [];
  const notes: string[] = [];
  const shop = await startBenchShop(port, { webDist: DIST });
  // Both ways of serving stand behind the same caching front door, as CloudFront stands before the shop.
  const clientPort = port + 1;
  const frontPort = port + 2;
  const front = await startCachingFrontDoor(frontPort, port);
  const door = await startClientRenderedDoor(clientPort, frontPort, DIST, shop.config.basePath);
  try {
    const base = shop.config.basePath;
    const js = initialJs(DIST, base);
    const kb = js.gzipBytes / 1024;
    const floorKb = (await libraryFloorGzipBytes(path.join(ROOT, 'web'))) / 1024;
    figures.push({ name: `initial JS of / (gzip): shop code above the framework floor (${fmt(floorKb, 1)} kB)`, value: `${fmt(kb - floorKb, 1)} kB (${fmt(kb, 1)} kB in all)`, target: `<= ${TARGETS.shopJsKb} kB`, pass: kb - floorKb <= TARGETS.shopJsKb });
    notes.push(`initial JS files: ${js.files.map((f) => `${f.file} ${fmt(f.gzipBytes / 1024, 1)} kB`).join(', ')}`);
    const beforePaint = afterPaintScriptJs(DIST);
    figures.push({ name: 'JS a page that arrived as HTML runs before its first paint (the after-paint script, gzip)', value: `${fmt(beforePaint / 1024, 2)} kB`, target: 'info' });
    try {
      const baseline = buildWebAtRef(BASELINE_REF);
      try {
        const before = initialJs(baseline.dist, base).gzipBytes / 1024;
        figures.push({
          name: `initial JS of / (gzip) beside the build at ${BASELINE_REF} (${fmt(before, 2)} kB)`,
          value: `${fmt(kb, 2)} kB (${kb >= before ? '+' : ''}${fmt(kb - before, 2)} kB)`,
          target: `<= +${FIRST_LOAD_GROWTH_KB} kB`,
          pass: kb - before <= FIRST_LOAD_GROWTH_KB,
        });
      } finally {
        baseline.dispose();
      }
    } catch (e) {
      figures.push({ name: `initial JS of / beside the build at ${BASELINE_REF}`, value: `not built: ${(e as Error).message.slice(0, 120)}`, target: 'measured', pass: false });
    }
    // Issue 46: the first load as the browser loads it (every script in by the time the app is in charge), at most 120 kB gzip.
    const first = await firstLoadFigures(`http://127.0.0.1:${frontPort}`, FIRST_LOAD_PAGES, DIST, base);
    figures.push(...first.figures);
    notes.push(...first.notes);
    notes.push('framework floor: react-dom/client, react, react-router and react-query in a dozen-line app showing one heading and one product image (esbuild, minified, gzip 6), built in this run; served as a page for the Lighthouse floor');
    const image = ((await (await fetch(`http://127.0.0.1:${port}/api/products/1`)).json()) as { imageUrl: string }).imageUrl;
    const floorPage = await writeLibraryFloorPage(path.join(ROOT, 'web'), DIST, base, image);
    // Round by round, the floor first and then each page as HTML and client-rendered, so the machine's
    // load drift hits all alike.
    const CLIENT = 'client-rendered ';
    const targets = new Map<string, string>([
      [floorPage, `http://127.0.0.1:${frontPort}${base}${floorPage}`],
      ...PAGES.flatMap((p): [string, string][] => [
        [p, `http://127.0.0.1:${frontPort}${base}${p}`],
        [`${CLIENT}${p}`, `http://127.0.0.1:${clientPort}${base}${p}`],
      ]),
    ]);
    // Every page is visited once first, so the front door holds what CloudFront would for a page shoppers
    // visit: the rendered HTML, and the catalogue answers a client-rendered page asks for.
    await warmUp([...targets.values()]);
    const results = new Map<string, LighthouseRun[]>([...targets.keys()].map((p) => [p, []]));
    for (let i = 0; i < runs; i++) {
      for (const [page, url] of targets) {
        process.stdout.write(`  lighthouse ${page.startsWith(CLIENT) ? CLIENT : ''}${base}${page.replace(CLIENT, '')} run ${i + 1}/${runs}... `);
        try {
          const r = await runLighthouse(url);
          console.log(`perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, LCP ${fmt(r.lcpMs, 0)} ms, CLS ${fmt(r.cls, 3)}, TBT ${fmt(r.tbtMs, 0)} ms, JS ${fmt(r.scriptBytes / 1024, 1)} kB`);
          results.get(page)!.push(r);
        } catch (e) {
          console.log(`failed: ${(e as Error).message.slice(0, 300)}`);
          notes.push(`${page} run ${i + 1} failed: ${(e as Error).message.slice(0, 200)}`);
        }
      }
    }
    const lighthouse = (page: string): Medians | undefined => (results.get(page)!.length ? medians(results.get(page)!) : undefined);
    const floor = lighthouse(floorPage);
    figures.push({ name: 'framework floor page: performance / TBT / LCP', value: floor ? `${fmt(floor.performance, 0)} / ${fmt(floor.tbtMs, 0)} ms / ${fmt(floor.lcpMs, 0)} ms` : 'not available (every run failed)', target: 'measured', pass: floor ? undefined : false });
    for (const page of PAGES) {
      const m = lighthouse(page);
      if (m) figures.push(...pageFigures(`${base}${page}`, m, floor));
      else figures.push({ name: `${base}${page} Lighthouse`, value: 'not available (every run failed)', target: 'measured', pass: false });
      const client = lighthouse(`${CLIENT}${page}`);
      if (m && client) figures.push(...againstClientRendered(`${base}${page}`, m, client));
      else figures.push({ name: `${base}${page} beside the client-rendered page`, value: 'not available', target: 'measured', pass: false });
    }
    for (const page of PAGES.filter((p) => p.startsWith('fr/'))) {
      const fr = lighthouse(page);
      const en = lighthouse(page.slice(3));
      if (!fr || !en) continue;
      figures.push({
        name: `${base}${page} performance beside ${base}${page.slice(3)} (${fmt(en.performance, 0)})`,
        value: fmt(fr.performance, 0),
        target: `>= English - ${FRENCH_POINTS}`,
        pass: fr.performance >= en.performance - FRENCH_POINTS,
      });
    }
    // --photos: every product photographed, the same pages again, compared (scripts/bench/photos/).
    if (process.argv.includes('--photos')) {
      const photos = await photoRun({ runs, base, port, pages: PAGES.filter((p) => !p.startsWith('fr/')), svg: lighthouse, limit: flag('photo-count') ? numberFlag('photo-count', 0) : undefined });
      figures.push(...photos.figures);
      notes.push(...photos.notes);
    }
    notes.push(`median of ${runs} Lighthouse runs (mobile emulation, simulated throttling) per page, served by the local runtime from web/dist-bench behind the caching front door`);
    notes.push(`client-rendered: the same build and data, every page answered with the app's shell (index.html) as before issue 34, through lib/client-rendered-door.ts on port ${clientPort}`);
    notes.push(`front door: lib/caching-front-door.ts on port ${frontPort} keeps what the shop marks for shared caches (s-maxage) as CloudFront does; ${front.hits()} answers came from its copies`);
  } finally {
    door.close();
    front.close();
    await shop.dispose();
  }
  writeReport({ bench: 'web', measuredAt: new Date().toISOString(), figures, notes });
  console.log(`\n${formatTable(figures, 'Web (production build, local runtime)')}\n${notes.join('\n')}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
