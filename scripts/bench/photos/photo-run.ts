import { runLighthouse, type LighthouseRun } from '../lib/lighthouse';
import { fmt, median, writeReport, type Figure } from '../lib/report';
import { measurePhoneImages, PHONE, type ChosenImage, type PhoneImages } from './phone-images';
import { switchToPhotoCatalogue } from './photo-catalogue';

type Medians = Record<keyof LighthouseRun, number>;
type Options = { runs: number; base: string; port: number; pages: string[]; svg: (page: string) => Medians | undefined; limit?: number };

const KB = 1024;
const LIMITS = { lcpMs: 200, performancePoints: 2, homeImagesKb: 250, mainImageKb: 250, cardImageKb: 80 };
const MODERN = new Set(['avif', 'webp']);
/** The product the phone figures open: the first one, photographed whatever --photo-count says. */
const PRODUCT_ID = 1;

const kb = (bytes: number) => `${fmt(bytes / KB, 1)} kB`;
const fileOf = (url: string) => url.split('/').slice(-2).join('/');

function phoneFigure(label: string, photo: ChosenImage, svg: ChosenImage, limitKb: number): Figure {
  return {
    name: `photos: ${label} on a ${PHONE.width} px phone at ${PHONE.dpr}x (${fileOf(photo.url)}; SVG catalogue ${fileOf(svg.url)} ${kb(svg.bytes)})`,
    value: `${photo.format}, ${kb(photo.bytes)}`,
    target: `AVIF or WebP, <= ${limitKb} kB`,
    pass: MODERN.has(photo.format) && photo.bytes <= limitKb * KB,
  };
}

function phoneFigures(photo: PhoneImages, svg: PhoneImages): Figure[] {
  return [
    phoneFigure(`product page main image (/product/${PRODUCT_ID})`, photo.productMain, svg.productMain, LIMITS.mainImageKb),
    phoneFigure('listing card image (/products, first card)', photo.listingCard, svg.listingCard, LIMITS.cardImageKb),
    {
      name: `photos: images on the first view of / on the same phone (SVG catalogue ${photo.homeFirstView.count} vs ${svg.homeFirstView.count} images, ${kb(svg.homeFirstView.bytes)})`,
      value: `${photo.homeFirstView.count} images, ${kb(photo.homeFirstView.bytes)}`,
      target: 'info',
    },
  ];
}

/**
 * `bench:web --photos`: after the SVG catalogue's runs, photographs every product, runs Lighthouse on the
 * same pages again (round by round), and sets each page beside its SVG figures from the same run:
 * LCP at most 200 ms above, performance within 2 points, at most 250 kB of images on the first view of `/`.
 * A real Chromium with a phone's viewport and pixel ratio reports which variants it picks, before and after.
 * Also writes .reports/bench-photos.json with these figures alone.
 */
export async function photoRun(o: Options): Promise<{ figures: Figure[]; notes: string[] }> {
  const origin = `http://127.0.0.1:${o.port}`;
  const svgPhone = await measurePhoneImages(origin, o.base, PRODUCT_ID);
  const { figures, notes } = await switchToPhotoCatalogue(o.limit);
  const photoPhone = await measurePhoneImages(origin, o.base, PRODUCT_ID);
  figures.push(...phoneFigures(photoPhone, svgPhone));
  const results = new Map<string, LighthouseRun[]>(o.pages.map((p) => [p, []]));
  for (let i = 0; i < o.runs; i++) {
    for (const page of o.pages) {
      process.stdout.write(`  lighthouse (photos) ${o.base}${page} run ${i + 1}/${o.runs}... `);
      try {
        const r = await runLighthouse(`${origin}${o.base}${page}`);
        console.log(`perf ${r.performance}, LCP ${fmt(r.lcpMs, 0)} ms, images ${r.imageCount}, ${fmt(r.imageBytes / KB, 0)} kB`);
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
    const home = page === '';
    figures.push(
      { name: `${name}: LCP ${fmt(m('lcpMs'), 0)} vs ${fmt(svg.lcpMs, 0)} ms`, value: `${lcp >= 0 ? '+' : ''}${fmt(lcp, 0)} ms`, target: `<= +${LIMITS.lcpMs} ms`, pass: lcp <= LIMITS.lcpMs },
      { name: `${name}: performance ${fmt(m('performance'), 0)} vs ${fmt(svg.performance, 0)}`, value: `${perf >= 0 ? '+' : ''}${fmt(perf, 0)}`, target: `>= -${LIMITS.performancePoints}`, pass: perf >= -LIMITS.performancePoints },
      {
        name: `${name}: image bytes (SVG ${fmt(svg.imageCount, 0)} images, ${kb(svg.imageBytes)})`,
        value: `${fmt(m('imageCount'), 0)} images, ${kb(m('imageBytes'))}`,
        target: home ? `<= ${LIMITS.homeImagesKb} kB` : 'info',
        ...(home ? { pass: m('imageBytes') <= LIMITS.homeImagesKb * KB } : {}),
      },
    );
  }
  notes.push(
    `photos: median of ${o.runs} Lighthouse runs per page after the switch, beside the SVG catalogue's medians from the same run; image bytes are Lighthouse's transfer sizes of every image the first view loads (lazy images within the browser's loading distance included)`,
    `photos: phone figures from Chromium (playwright-core) at ${PHONE.width}x${PHONE.height}, deviceScaleFactor ${PHONE.dpr}, a fresh context per page: the variant the browser picked (currentSrc), its Content-Type and body bytes`,
  );
  writeReport({ bench: 'photos', measuredAt: new Date().toISOString(), figures, notes });
  return { figures, notes };
}
