import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { APP_EVENTS } from '@crystal/shared/page-start';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium-args';
import { fmt, type Figure } from './report';

export type FirstLoadScript = { file: string; gzipBytes: number; encodedBytes: number; transferBytes: number };
export type FirstLoad = { scripts: FirstLoadScript[]; gzipBytes: number; encodedBytes: number; transferBytes: number };

/** Issue 46: what a first visit's browser has loaded of scripts when the app is in charge, gzip. */
export const FIRST_LOAD_TARGET_KB = 120;

/** What the page-side code below touches (the bench is typed without the DOM library). */
type PageGlobals = {
  inCharge?: boolean;
  document: { addEventListener: (type: string, listener: () => void) => void };
  performance: { getEntriesByType: (type: string) => { name: string; encodedBodySize: number; transferSize: number }[] };
};

/**
 * The first load as the browser loads it: a first visit to `url` on a phone (412x823, Chromium, empty
 * cache), and every script its Resource Timing lists when the app says it is in charge (`crystal:in-charge`):
 * the after-paint script, the app's first chunk and its preloads, and each chunk the take-over imported.
 * Each is counted gzipped at level 6 from `distDir` (the target's measure, whatever the server sent), beside
 * the compressed body and the transfer the browser saw. `basePath` is the build's base (e.g. `/shop/`).
 */
export async function firstLoad(url: string, distDir: string, basePath: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.addInitScript((event: string) => {
      const g = globalThis as unknown as PageGlobals;
      g.document.addEventListener(event, () => (g.inCharge = true));
    }, APP_EVENTS.inCharge);
    await page.goto(url);
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).inCharge === true, null, { timeout: 120_000 });
    const entries = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).performance
        .getEntriesByType('resource')
        .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
        .map(({ name, encodedBodySize, transferSize }) => ({ name, encodedBodySize, transferSize })),
    );
    const scripts = entries.map((e): FirstLoadScript => {
      const pathname = new URL(e.name).pathname;
      const file = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname.replace(/^\//, '');
      const onDisk = path.join(distDir, file);
      const gzipBytes = existsSync(onDisk) ? gzipSync(readFileSync(onDisk), { level: 6 }).length : e.encodedBodySize;
      return { file, gzipBytes, encodedBytes: e.encodedBodySize, transferBytes: e.transferSize };
    });
    const sum = (k: 'gzipBytes' | 'encodedBytes' | 'transferBytes') => scripts.reduce((s, f) => s + f[k], 0);
    return { scripts, gzipBytes: sum('gzipBytes'), encodedBytes: sum('encodedBytes'), transferBytes: sum('transferBytes') };
  } finally {
    await browser.close();
  }
}

/**
 * The first load's figures for each page (a path under the base), from `origin` (the front door that
 * compresses, as CloudFront does): the total, and each script in the notes. The home page (`''`, the page
 * issue 46 measured) is held to the target; the others are shown beside it. The largest of `rounds`
 * visits counts (which chunks are in by the time the app is in charge can vary).
 */
export async function firstLoadFigures(origin: string, pages: string[], distDir: string, basePath: string, rounds = 2): Promise<{ figures: Figure[]; notes: string[] }> {
  const figures: Figure[] = [];
  const notes: string[] = [];
  for (const p of pages) {
    const visits: FirstLoad[] = [];
    for (let i = 0; i < rounds; i++) visits.push(await firstLoad(`${origin}${basePath}${p}`, distDir, basePath));
    const worst = visits.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    const kb = worst.gzipBytes / 1024;
    figures.push({
      name: `first load of ${basePath}${p}, as the browser loads it (${worst.scripts.length} scripts by the time the app is in charge, gzip 6; compressed bodies ${fmt(worst.encodedBytes / 1024, 1)} kB, transferred ${fmt(worst.transferBytes / 1024, 1)} kB)`,
      value: `${fmt(kb, 1)} kB`,
      ...(p === '' ? { target: `<= ${FIRST_LOAD_TARGET_KB} kB`, pass: kb <= FIRST_LOAD_TARGET_KB } : { target: 'info' }),
    });
    const bySize = [...worst.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
    notes.push(`first load of ${basePath}${p}: ${bySize.map((s) => `${s.file} ${fmt(s.gzipBytes / 1024, 2)}`).join(', ')} (kB gzip)`);
  }
  return { figures, notes };
}
