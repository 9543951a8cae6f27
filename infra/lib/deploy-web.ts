import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { REPO_ROOT } from './shop-function';

/**
 * Deploys the built SPA: hashed assets immutable for a year (never pruned: an open tab may still load
 * the previous build), everything else revalidated on each load, with `runtimeFiles` (JSON written
 * beside index.html) for what the build cannot know. When bundling is skipped (tests,
 * `cdk ls`) a missing build is tolerated and nothing is deployed.
 */
export function deployWeb(
  site: Construct,
  bucket: IBucket,
  { basePath, webDist }: { basePath: string; webDist?: string },
  runtimeFiles: Record<string, Record<string, unknown>> = {},
): void {
  const dist = webDist ?? path.join(REPO_ROOT, 'web/dist');
  const built = existsSync(path.join(dist, 'index.html'));
  if (Stack.of(site).bundlingRequired) {
    if (!built) {
      throw new Error(
        `The web app is not built: ${path.relative(REPO_ROOT, dist) || dist}/index.html is missing. ` +
          `Run \`BASE_PATH=${basePath} npm run build:web\` before \`cdk synth\` / \`cdk deploy\`.`,
      );
    }
    assertBuiltForBase(dist, basePath);
  }
  if (!built) return;

  const prefix = basePath.slice(1);
  let assets: BucketDeployment | undefined;
  if (existsSync(path.join(dist, 'assets'))) {
    assets = new BucketDeployment(site, 'DeployAssets', {
      // Source maps are never deployed: the build writes them hidden, for local error tracing only.
      sources: [Source.asset(path.join(dist, 'assets'), { exclude: ['**/*.map'] })],
      destinationBucket: bucket,
      destinationKeyPrefix: `${prefix}assets/`,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
      memoryLimit: 512,
      outputObjectKeys: false,
    });
  }
  const pages = new BucketDeployment(site, 'DeployPages', {
    sources: [
      Source.asset(dist, { exclude: ['assets', 'assets/**', '**/*.map'] }),
      // Settings known only once the stack exists (e.g. the Cognito client), resolved at deploy time.
      ...Object.entries(runtimeFiles).map(([name, data]) => Source.jsonData(name, data)),
    ],
    destinationBucket: bucket,
    destinationKeyPrefix: prefix || undefined,
    exclude: ['assets/*'],
    cacheControl: [CacheControl.noCache()],
    prune: true,
    memoryLimit: 512,
    outputObjectKeys: false,
  });
  if (assets) pages.node.addDependency(assets);
}

/** The SPA bakes its base path in at build time; a build for another base would load nothing. */
function assertBuiltForBase(dist: string, basePath: string): void {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/[^"]*)"/g)].map((m) => m[1]!);
  const foreign = refs.filter((ref) => !ref.startsWith(basePath));
  if (foreign.length) {
    throw new Error(
      `web/dist was built for another base path (index.html refers to ${foreign[0]}); ` +
        `rebuild with \`BASE_PATH=${basePath} npm run build:web\`.`,
    );
  }
}
