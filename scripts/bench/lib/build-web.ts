import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './report';

export const BENCH_DIST = path.join(ROOT, 'web', 'dist-bench');

/** The production web build the benches serve (web/dist-bench), built unless it is there and `reuse`. */
export function buildBenchWeb(reuse = false): void {
  if (reuse && existsSync(path.join(BENCH_DIST, 'index.html'))) return;
  console.log('building the web app into web/dist-bench...');
  const res = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-bench', '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(ROOT, 'web'), stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`vite build failed with ${res.status}`);
}
