import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './report';

/**
 * The web app as it was built at an earlier commit (e.g. the last one before a change), built in this
 * run for a figure that needs a baseline: a detached git worktree in a temporary folder, using this
 * checkout's installed packages (the workspaces linked to the worktree's own), `vite build` into
 * `<tmp>/dist`. Answers the dist folder and a cleanup.
 */
export function buildWebAtRef(ref: string): { dist: string; dispose: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-ref-'));
  const tree = path.join(dir, 'tree');
  const git = (...args: string[]) => {
    const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  };
  git('worktree', 'add', '--detach', tree, ref);
  const dispose = () => {
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const modules = path.join(tree, 'node_modules');
    mkdirSync(path.join(modules, '@crystal'), { recursive: true });
    for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
      if (name !== '@crystal') symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
    }
    for (const workspace of ['functions', 'infra', 'shared', 'web']) symlinkSync(path.join(tree, workspace), path.join(modules, '@crystal', workspace));
    symlinkSync(path.join(ROOT, 'web', 'node_modules'), path.join(tree, 'web', 'node_modules'));
    const dist = path.join(dir, 'dist');
    const r = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(tree, 'web'),
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (r.status !== 0) throw new Error(`vite build at ${ref} failed with ${r.status}`);
    return { dist, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
