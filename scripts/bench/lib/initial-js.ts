import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type InitialJs = { files: { file: string; gzipBytes: number }[]; gzipBytes: number };

/**
 * The JavaScript a first visit to `/` downloads before anything is interactive: the entry module
 * script plus every modulepreload link in the built index.html, each gzipped (level 6, as CDNs do).
 */
export function initialJs(distDir: string, basePath: string): InitialJs {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (/type=["']module["']/.test(tag)) {
      const src = /src=["']([^"']+)["']/.exec(tag)?.[1];
      if (src) urls.add(src);
    }
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (/rel=["']modulepreload["']/.test(tag)) {
      const href = /href=["']([^"']+)["']/.exec(tag)?.[1];
      if (href) urls.add(href);
    }
  }
  const files = [...urls].map((url) => {
    const rel = url.startsWith(basePath) ? url.slice(basePath.length) : url.replace(/^\//, '');
    const bytes = readFileSync(path.join(distDir, rel));
    return { file: rel, gzipBytes: gzipSync(bytes, { level: 6 }).length };
  });
  return { files, gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0) };
}

/**
 * The gzip bytes of the one script a page that arrived as HTML runs before its first paint: the after-paint
 * script named on index.html's module script (`data-after-paint`), which loads the app afterwards.
 */
export function afterPaintScriptJs(distDir: string): number {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const src = /data-after-paint="[^"]*\/(assets\/[^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no after-paint script');
  return gzipSync(readFileSync(path.join(distDir, src)), { level: 6 }).length;
}
