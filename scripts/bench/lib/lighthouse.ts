import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './report';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium-args';

/** Headless, with the Chromium flags shared with Playwright. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes of images transferred by the page's first view. */
  imageBytes: number;
  /** How many images the first view transferred (Lighthouse's network records, for checking imageBytes). */
  imageCount: number;
  /** Bytes of JavaScript the first view transferred (compressed, as the browser loads it), in the run that gives LCP. */
  scriptBytes: number;
};

type LhJson = {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }>;
};

/** One Lighthouse run with its default mobile emulation and throttling, through its CLI. */
export function runLighthouse(url: string): Promise<LighthouseRun> {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (err += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`));
      try {
        const lhr = JSON.parse(out) as LhJson;
        if (lhr.runtimeError) return reject(new Error(`lighthouse: ${lhr.runtimeError.message}`));
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
          imageBytes: lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'image')?.transferSize ?? 0,
          scriptBytes: lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
          // The blurred placeholders are data: URIs (no transfer): not counted.
          imageCount: lhr.audits['network-requests']?.details?.items?.filter((i) => i.resourceType === 'Image' && !i.url?.startsWith('data:')).length ?? 0,
        });
      } catch (e) {
        reject(new Error(`lighthouse output unreadable: ${(e as Error).message}\n${err.slice(-1000)}`));
      }
    });
  });
}
