import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

/**
 * The shopper's initial JS never contains an admin module: the entry chunk of the build being served
 * (WEB_DIST/index.html) and every chunk it imports statically are read through their source maps.
 */
const dist = path.resolve(process.env.WEB_DIST ?? 'web/dist');
const ADMIN_MODULE = /(^|\/)(features\/admin\/|app\/routes\/admin[^/]*\.tsx$|node_modules\/oidc-client-ts\/)/;

/** The modules bundled into a chunk (tiny generated chunks such as the bundler runtime have no map). */
function sourcesOf(file: string): string[] {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

/** The entry script and its static imports, transitively (dynamic import() chunks are not followed). */
function initialChunks(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => path.join(dist, 'assets', path.basename(m[1]!)),
  );
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
    for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.resolve(path.dirname(file), m[1]!));
    }
  }
  return [...seen];
}

// Reads the build, not a screen: once, on desktop.
test('the shopper initial bundle holds no admin module, and the admin chunk exists on its own', { tag: '@desktop-only' }, async () => {
  const initial = initialChunks();
  expect(initial.length).toBeGreaterThan(0);
  // The entry chunk has a source map (the build writes them), so the check below sees its modules.
  expect(initial.some((f) => sourcesOf(f).some((s) => s.includes('src/main.tsx')))).toBe(true);
  const leaked = initial.flatMap((f) => sourcesOf(f).filter((s) => ADMIN_MODULE.test(s)).map((s) => `${path.basename(f)}: ${s}`));
  expect(leaked).toEqual([]);
  // The check can fail: the admin modules are in the build, in a chunk loaded on demand.
  const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => path.join(dist, 'assets', f));
  const adminChunks = all.filter((f) => sourcesOf(f).some((s) => ADMIN_MODULE.test(s)));
  expect(adminChunks.length).toBeGreaterThan(0);
  for (const f of adminChunks) expect(initial).not.toContain(f);
});

test('the home page loads no admin chunk in the browser', async ({ page }) => {
  const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const adminChunks = new Set(all.filter((f) => sourcesOf(path.join(dist, 'assets', f)).some((s) => ADMIN_MODULE.test(s))));
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') loaded.push(path.basename(new URL(r.url()).pathname));
  });
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Shop Crystal Jewelry' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((f) => adminChunks.has(f))).toEqual([]);
});
