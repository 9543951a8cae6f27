/**
 * `npm run bench:web`: builds the web app into web/dist-bench, serves it with the local runtime and
 * reports the initial JS of `/` (gzip) and the median of N Lighthouse mobile runs per page.
 * Flags: --runs <n> (3) --port <p> (4352) --no-build (reuse web/dist-bench) --pages a,b (paths under the base).
 * --photos: then every product photographed (4032x3024 JPEGs through the image pipeline), measured again
 * in the same run and compared (--photo-count <n> photographs only the first n products).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { flag, numberFlag } from './lib/args';
import { initialJs } from './lib/initial-js';
import { libraryFloorGzipBytes } from './lib/library-floor';
import { runLighthouse, type LighthouseRun } from './lib/lighthouse';
import { fmt, formatTable, median, ROOT, writeReport, type Figure } from './lib/report';
import { startBenchShop } from './lib/servers';
import { comparePhotoRun } from './photos/compare-photo-run';
import { switchToPhotoCatalogue } from './photos/photo-catalogue';

const DIST = path.join(ROOT, 'web', 'dist-bench');
const PAGES = (flag('pages') ?? ',products,product/1').split(',');
const TARGETS = { initialJsKb: 90, performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01 };

function build(): void {
  console.log('bench:web - building the web app into web/dist-bench...');
  const res = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-bench', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(ROOT, 'web'),
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`vite build failed with ${res.status}`);
}

function pageFigures(page: string, runs: LighthouseRun[]): Figure[] {
  const m = (k: keyof LighthouseRun) => median(runs.map((r) => r[k]));
  const label = (s: string) => `${page} ${s}`;
  return [
    { name: label('performance'), value: fmt(m('performance'), 0), target: `>= ${TARGETS.performance}`, pass: m('performance') >= TARGETS.performance },
    { name: label('accessibility'), value: fmt(m('accessibility'), 0), target: `${TARGETS.accessibility}`, pass: m('accessibility') >= TARGETS.accessibility },
    { name: label('best practices'), value: fmt(m('bestPractices'), 0), target: `${TARGETS.bestPractices}`, pass: m('bestPractices') >= TARGETS.bestPractices },
    { name: label('SEO'), value: fmt(m('seo'), 0), target: `${TARGETS.seo}`, pass: m('seo') >= TARGETS.seo },
    { name: label('LCP'), value: `${fmt(m('lcpMs'), 0)} ms`, target: 'info' },
    { name: label('CLS'), value: fmt(m('cls'), 3), target: `<= ${TARGETS.cls}`, pass: m('cls') <= TARGETS.cls },
    { name: label('TBT'), value: `${fmt(m('tbtMs'), 0)} ms`, target: 'info' },
    { name: label('image bytes'), value: `${fmt(m('imageBytes') / 1024, 0)} kB`, target: 'info' },
  ];
}

async function main() {
  const runs = numberFlag('runs', 3);
  const port = numberFlag('port', 4352);
  if (!process.argv.includes('--no-build')) build();
  const figures: Figure[] = [];
  const notes: string[] = [];
  const shop = await startBenchShop(port, { webDist: DIST });
  try {
    const base = shop.config.basePath;
    const js = initialJs(DIST, base);
    const kb = js.gzipBytes / 1024;
    figures.push({ name: 'initial JS of / (gzip)', value: `${fmt(kb, 1)} kB`, target: `<= ${TARGETS.initialJsKb} kB`, pass: kb <= TARGETS.initialJsKb });
    notes.push(`initial JS files: ${js.files.map((f) => `${f.file} ${fmt(f.gzipBytes / 1024, 1)} kB`).join(', ')}`);
    const floorKb = (await libraryFloorGzipBytes(path.join(ROOT, 'web'))) / 1024;
    figures.push({ name: 'baseline: libraries in a trivial app', value: `${fmt(floorKb, 1)} kB`, target: 'info' });
    notes.push(
      `baseline: react-dom/client, react, react-router and react-query in a dozen-line app (esbuild, minified, gzip 6); ` +
        `the shop's first load adds ${fmt(kb - floorKb, 1)} kB to it`,
    );
    const measurePages = async (label: string) => {
    for (const page of PAGES) {
      const url = `http://127.0.0.1:${port}${base}${page}`;
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`  lighthouse ${base}${page} run ${i + 1}/${runs}... `);
        try {
          const r = await runLighthouse(url);
          console.log(`perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, LCP ${fmt(r.lcpMs, 0)} ms, CLS ${fmt(r.cls, 3)}, TBT ${fmt(r.tbtMs, 0)} ms`);
          results.push(r);
        } catch (e) {
          console.log(`failed: ${(e as Error).message.slice(0, 300)}`);
          notes.push(`${base}${page} run ${i + 1} failed: ${(e as Error).message.slice(0, 200)}`);
        }
      }
      if (results.length) figures.push(...pageFigures(`${label}${base}${page}`, results));
      else figures.push({ name: `${label}${base}${page} Lighthouse`, value: 'not available (every run failed)', target: 'measured', pass: false });
    }
    };
    await measurePages('');
    // --photos: the same pages again, with every product photographed (scripts/bench/photos/).
    if (process.argv.includes('--photos')) {
      const photos = await switchToPhotoCatalogue(flag('photo-count') ? numberFlag('photo-count', 0) : undefined);
      figures.push(...photos.figures);
      await measurePages('photos ');
      figures.push(...comparePhotoRun(figures, PAGES.map((p) => `${base}${p}`)));
      notes.push(...photos.notes);
    }
    notes.push(`median of ${runs} Lighthouse runs (mobile emulation, simulated throttling) per page, served by the local runtime from web/dist-bench`);
  } finally {
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
