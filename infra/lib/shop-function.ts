import { existsSync } from 'node:fs';
import path from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { BUNDLE_ENTRY, bundleLambda, type LambdaBundling } from './bundling';
import { toLambdaEnvironment, type FunctionEnvironment } from './function-env';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export type ShopFunctionProps = {
  /** Function or job name, e.g. `catalog` or `reservation-sweep`. */
  name: string;
  /** Module exporting `handler`, relative to the repo root. */
  entry: string;
  environment: Omit<FunctionEnvironment, 'POWERTOOLS_SERVICE_NAME'>;
  production: boolean;
  timeout?: Duration;
  memorySize?: number;
  /** Beside the shared bundling options (e.g. a native module kept external and installed after bundling). */
  bundling?: LambdaBundling;
};

/**
 * Every Lambda of the shop, set up once: Node.js 22 on arm64, bundled by the local esbuild (never Docker)
 * with the options of bundling.ts (code split, source maps), a log group with retention, and the function
 * name as a tag.
 */
export class ShopFunction extends Construct {
  readonly fn: LambdaFunction;

  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    super(scope, id);
    const entry = path.join(REPO_ROOT, props.entry);
    if (!existsSync(entry)) {
      throw new Error(`Lambda "${props.name}": entry ${props.entry} does not exist (it must export \`handler\`)`);
    }
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.production ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.fn = new LambdaFunction(this, 'Fn', {
      code: Code.fromAsset(REPO_ROOT, {
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never used: local bundling always succeeds or throws (esbuild ships with the repo).
          image: DockerImage.fromRegistry('local-esbuild-only'),
          // What this function's bundle is made of. CDK keys its cache of bundled assets on these options
          // (the local bundler below is a function, which the key cannot see): without them every
          // function would get the first one's bundle.
          command: ['bundle-lambda', props.entry, ...(props.bundling?.external ?? []), ...(props.bundling?.afterBundling?.('<out>') ?? [])],
          local: {
            tryBundle: (outputDir) => {
              bundleLambda(entry, outputDir, props.bundling);
              return true;
            },
          },
        },
      }),
      handler: `${path.parse(BUNDLE_ENTRY).name}.handler`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      description: `crystal-shop ${props.name}`,
      environment: toLambdaEnvironment({ ...props.environment, POWERTOOLS_SERVICE_NAME: `crystal-shop-${props.name}` }),
    });
    Tags.of(this.fn).add('crystal-shop:function', props.name);
  }
}
