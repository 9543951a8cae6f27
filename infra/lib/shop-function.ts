import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy, Tags } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { nodejsBundling } from './bundling';
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
  /** Merged over the shared bundling options (e.g. a native module installed after bundling). */
  bundling?: Partial<BundlingOptions>;
};

/**
 * Every Lambda of the shop, set up once: Node.js 22 on arm64, local esbuild bundling (never Docker),
 * source maps, a log group with retention, and the function name as a tag.
 */
export class ShopFunction extends Construct {
  readonly fn: NodejsFunction;

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
    this.fn = new NodejsFunction(this, 'Fn', {
      entry,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      bundling: { ...nodejsBundling(), ...props.bundling },
      logGroup,
      description: `crystal-shop ${props.name}`,
      environment: toLambdaEnvironment({ ...props.environment, POWERTOOLS_SERVICE_NAME: `crystal-shop-${props.name}` }),
    });
    Tags.of(this.fn).add('crystal-shop:function', props.name);
  }
}
