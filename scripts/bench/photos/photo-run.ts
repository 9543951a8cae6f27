import { runLighthouse, type LighthouseRun } from '../lib/lighthouse';
import { fmt, median, type Figure } from '../lib/report';
import { switchToPhotoCatalogue } from './photo-catalogue';

type Medians = Record<keyof LighthouseRun, number>;
type Options = { runs: number; base: string; port: number; pages: string[]; svg: (page: string) => Medians | undefined; limit?: number };

/**
 * `bench:web --photos`: after the SVG catalogue's runs, photographs every product, runs Lighthouse on the
 * same pages again (round by round), and sets each page beside its SVG figures from the same run:
 * LCP at most 200 ms above, performance within 2 points, at most 250 kB of images on the first view of `/`.
 */
export async function photoRun(o: Options): Promise<{ figures: Figure[]; notes: string[] }> {
  const { figures, notes } = await switchToPhotoCatalogue(o.limit);
  const results = new Map<string, LighthouseRun[]>(o.pages.map((p) => [p, []]));
  for (let i = 0; i < o.runs; i++) {
    for (const page of o.pages) {
      process.stdout.write(`  lighthouse (photos) ${o.base}${page} run ${i + 1}/${o.runs}... `);
      try {
        const r = await runLighthouse(`http://127.0.0.1:${o.port}${o.base}${page}`);
        console.log(`perf ${r.performance}, LCP ${fmt(r.lcpMs, 0)} ms, images ${fmt(r.imageBytes / 1024, 0)} kB`);
        results.get(page)!.push(r);
      } catch (e) {
        console.log(`failed: ${(e as Error).message.slice(0, 300)}`);
      }
    }
  }
  for (const page of o.pages) {
    const runs = results.get(page)!;
    const svg = o.svg(page);
    const name = `photos vs SVG ${o.base}${page}`;
    if (!runs.length || !svg) {
      figures.push({ name, value: 'not available (runs failed)', target: 'measured', pass: false });
      continue;
    }
    const m = (k: keyof LighthouseRun) => median(runs.map((r) => r[k]));
    const lcp = m('lcpMs') - svg.lcpMs;
    const perf = m('performance') - svg.performance;
    figures.push(
      { name: `${name}: LCP ${fmt(m('lcpMs'), 0)} vs ${fmt(svg.lcpMs, 0)} ms`, value: `${lcp >= 0 ? '+' : ''}${fmt(lcp, 0)} ms`, target: '<= +200 ms', pass: lcp <= 200 },
      { name: `${name}: performance ${fmt(m('performance'), 0)} vs ${fmt(svg.performance, 0)}`, value: `${perf >= 0 ? '+' : ''}${fmt(perf, 0)}`, target: '>= -2', pass: perf >= -2 },
      { name: `${name}: image bytes (SVG ${fmt(svg.imageBytes / 1024, 0)} kB)`, value: `${fmt(m('imageBytes') / 1024, 0)} kB`, target: page === '' ? '<= 250 kB' : 'info', ...(page === '' ? { pass: m('imageBytes') <= 250 * 1024 } : {}) },
    );
  }
  notes.push(`photos: median of ${o.runs} Lighthouse runs per page after the switch, beside the SVG catalogue's medians from the same run`);
  return { figures, notes };
}
