import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|js|md|json|html|css)$/.test(f) && !f.endsWith('package-lock.json') && existsSync(path.join(root, f)));

/** Code and docs cite only documents the repo contains (the decision records in docs/decisions/). */
describe('cited documents', () => {
  it('no file cites the product spec or the design brief, which live outside the repo', () => {
    const citing = tracked.filter((f) => /(^|[^\w])(SPEC|DESIGN)\.md/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(citing).toEqual([]);
  });

  it('every cited decision record exists', () => {
    const missing = tracked.flatMap((f) =>
      [...readFileSync(path.join(root, f), 'utf8').matchAll(/docs\/decisions\/([\w-]+\.md)/g)]
        .map((m) => m[1]!)
        .filter((name) => !existsSync(path.join(root, 'docs/decisions', name)))
        .map((name) => `${f} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
