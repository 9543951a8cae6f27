import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What Lambda's Node.js runtime provides besides the asset: the AWS SDK v3 and its Smithy layer. */
export const RUNTIME_PACKAGES = ['@aws-sdk', '@smithy'] as const;

/**
 * A folder outside the repo where assets run as Lambda runs them: each asset copied into its own task
 * folder, and one `node_modules` beside them holding only the runtime's packages (linked from the
 * repo's). Nothing else of the repo resolves from there.
 */
export function prepareIsolation(root: string, repoNodeModules: string): void {
  const modules = path.join(root, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const scope of RUNTIME_PACKAGES) {
    const link = path.join(modules, scope);
    if (!existsSync(link)) symlinkSync(path.join(repoNodeModules, scope), link, 'dir');
  }
}

/** Copies an asset from cdk.out into its own task folder under the isolation root. */
export function isolateAsset(assetDir: string, root: string, name: string): string {
  const task = path.join(root, name);
  cpSync(assetDir, task, { recursive: true, dereference: true });
  return task;
}

/**
 * An asset built for Lambda's linux-arm64 carries native binaries (sharp's) this machine cannot load
 * when it is not arm64. The same package version's build for this machine, from the repo, goes beside
 * them in the isolated copy only (the asset in cdk.out is untouched): the code around them is the
 * asset's own. Returns the packages substituted.
 */
export function hostNativeBinaries(task: string, repoNodeModules: string): string[] {
  const img = path.join(task, 'node_modules/@img');
  if (process.arch === 'arm64' || !existsSync(img)) return [];
  const substituted: string[] = [];
  for (const pkg of readdirSync(img).filter((p) => p.includes('linux-arm64'))) {
    const host = pkg.replace('linux-arm64', `${process.platform}-${process.arch}`);
    const from = path.join(repoNodeModules, '@img', host);
    if (!existsSync(from)) continue;
    const want = (JSON.parse(readFileSync(path.join(img, pkg, 'package.json'), 'utf8')) as { version: string }).version;
    const have = (JSON.parse(readFileSync(path.join(from, 'package.json'), 'utf8')) as { version: string }).version;
    if (want !== have) throw new Error(`The asset has ${pkg}@${want} but this machine's ${host} is ${have}`);
    cpSync(from, path.join(img, host), { recursive: true, dereference: true });
    substituted.push(`${pkg}@${want}`);
  }
  return substituted;
}

/** Files of an asset that name the repo's absolute path: such a bundle would only work on the machine that built it. */
export function filesNamingPath(dir: string, absolute: string): string[] {
  const found: string[] = [];
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    if (!/\.(m?js|cjs|json)$/.test(file) || file.endsWith('.map') || file.includes('node_modules')) continue;
    if (readFileSync(path.join(dir, file), 'utf8').includes(absolute)) found.push(file);
  }
  return found;
}

export type Invocation = { label: string; event: unknown };
export type InvocationResult = { label: string; statusCode?: number; body?: string; error?: string };
export type RunResult = { loadError?: string; results: InvocationResult[]; stderr: string };

/**
 * Loads `index.mjs` of a task folder in a fresh Node process, as Lambda's runtime does (cwd and
 * LAMBDA_TASK_ROOT are the task folder), and calls `handler` with each event in turn.
 */
export async function runIsolated(task: string, invocations: readonly Invocation[], env: Record<string, string>, timeoutMs = 60_000): Promise<RunResult> {
  const out = path.join(task, '..', `${path.basename(task)}.result.json`);
  const script = `
    import { writeFileSync } from 'node:fs';
    const invocations = JSON.parse(process.env.VERIFY_INVOCATIONS);
    const result = { results: [] };
    const context = (n) => ({
      functionName: process.env.AWS_LAMBDA_FUNCTION_NAME, functionVersion: '$LATEST', memoryLimitInMB: '512',
      invokedFunctionArn: 'arn:aws:lambda:' + process.env.AWS_REGION + ':111111111111:function:' + process.env.AWS_LAMBDA_FUNCTION_NAME,
      awsRequestId: 'verify-' + n, logGroupName: 'verify', logStreamName: 'verify', callbackWaitsForEmptyEventLoop: true,
      getRemainingTimeInMillis: () => 10000,
    });
    let handler;
    try {
      ({ handler } = await import(${JSON.stringify(pathToFileURL(path.join(task, 'index.mjs')).href)}));
      if (typeof handler !== 'function') throw new Error('index.mjs exports no handler');
    } catch (e) { result.loadError = String(e && e.stack || e); }
    if (handler) {
      let n = 0;
      for (const { label, event } of invocations) {
        try {
          const r = await handler(event, context(++n));
          result.results.push({ label, statusCode: r && r.statusCode, body: r && typeof r.body === 'string' ? r.body.slice(0, 300) : JSON.stringify(r ?? null).slice(0, 300) });
        } catch (e) { result.results.push({ label, error: String(e && e.message || e) }); }
      }
    }
    writeFileSync(${JSON.stringify(out)}, JSON.stringify(result));
    process.exit(0);`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: task,
      env: { ...env, LAMBDA_TASK_ROOT: task, VERIFY_INVOCATIONS: JSON.stringify(invocations) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      try {
        const parsed = JSON.parse(readFileSync(out, 'utf8')) as Omit<RunResult, 'stderr'>;
        resolve({ ...parsed, stderr });
      } catch {
        resolve({ loadError: `the process ended (code ${code}) without a result: ${stderr.slice(-1000)}`, results: [], stderr });
      }
    });
  });
}

/** Writes a file (for fixtures). */
export function writeFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
