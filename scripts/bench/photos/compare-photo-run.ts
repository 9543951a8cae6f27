import { fmt, type Figure } from '../lib/report';

const number = (figures: Figure[], name: string) => {
  const f = figures.find((x) => x.name === name);
  return f ? Number.parseFloat(String(f.value)) : Number.NaN;
};

/**
 * The photo catalogue beside the SVG one, page by page, from the same run: LCP at most 200 ms above,
 * performance within 2 points, and at most 250 kB of images on the first view of `/`.
 */
export function comparePhotoRun(figures: Figure[], pages: string[]): Figure[] {
  const out: Figure[] = [];
  for (const page of pages) {
    const lcp = number(figures, `photos ${page} LCP`) - number(figures, `${page} LCP`);
    const perf = number(figures, `photos ${page} performance`) - number(figures, `${page} performance`);
    out.push(
      { name: `photos vs SVG ${page} LCP`, value: `${lcp >= 0 ? '+' : ''}${fmt(lcp, 0)} ms`, target: '<= +200 ms', pass: lcp <= 200 },
      { name: `photos vs SVG ${page} performance`, value: `${perf >= 0 ? '+' : ''}${fmt(perf, 0)}`, target: '>= -2', pass: perf >= -2 },
    );
  }
  const home = pages.find((p) => p.endsWith('/'));
  if (home) {
    const kb = number(figures, `photos ${home} image bytes`);
    out.push({ name: `photos ${home} image bytes (first view)`, value: `${fmt(kb, 0)} kB`, target: '<= 250 kB', pass: kb <= 250 });
  }
  return out;
}
