import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLED_PAGE_RENDERER } from '@crystal/shared/page-html';

/**
 * The catalog function's bundle carries the page renderer (issue 34, infra/lib/catalog-pages.ts), and it
 * renders a page on its own: loaded in a fresh Node process from the isolated task folder (no repo
 * node_modules within reach), drawing an information page without any catalogue read. Answers the
 * problem, or undefined.
 */
export function pageRendererProblem(task: string): string | undefined {
  const file = path.join(task, BUNDLED_PAGE_RENDERER);
  if (!existsSync(file)) return `${BUNDLED_PAGE_RENDERER} is not in the bundle`;
  const script = `const { renderPage } = await import(${JSON.stringify(pathToFileURL(file).href)});
const page = await renderPage({ url: '/shop/about' });
if (page.status !== 200 || !page.html.includes('<h1')) throw new Error('rendered ' + page.status + ' without a heading');`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: task, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  return run.status === 0 ? undefined : `the page renderer does not render in isolation: ${run.stderr.split('\n').find((l) => l.trim()) ?? run.status}`;
}
