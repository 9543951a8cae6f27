import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ScheduledJob } from '@crystal/shared/jobs';
import { grantAccess, type AccessTargets } from './access';
import { pascal } from './names';
import type { FunctionEnvironment } from './function-env';
import { REPO_ROOT, ShopFunction } from './shop-function';

export type JobsProps = {
  jobs: readonly ScheduledJob[];
  production: boolean;
  environment: Omit<FunctionEnvironment, 'POWERTOOLS_SERVICE_NAME'>;
  access: AccessTargets;
};

/**
 * Fails with one message naming every problem of the job list: a listed job whose module is missing is
 * an error, never silently skipped (a job exists everywhere or nowhere).
 */
export function checkJobs(jobs: readonly ScheduledJob[], root = REPO_ROOT): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const job of jobs) {
    if (!/^[a-z][a-z0-9-]*$/.test(job.name)) problems.push(`job name "${job.name}" must be kebab-case`);
    if (seen.has(job.name)) problems.push(`job "${job.name}" is listed twice`);
    seen.add(job.name);
    if (!existsSync(path.join(root, job.entry))) {
      problems.push(`job "${job.name}": ${job.entry} does not exist (create it, exporting \`handler\`, or remove the entry)`);
    }
    if (!/^(rate|cron)\(.+\)$/.test(job.schedule)) problems.push(`job "${job.name}": bad schedule "${job.schedule}"`);
  }
  if (problems.length) {
    throw new Error(`shared/src/jobs.ts SCHEDULED_JOBS is inconsistent:\n  - ${problems.join('\n  - ')}`);
  }
}

/**
 * One Lambda + EventBridge rule per scheduled job. Failed invocations are retried twice, then parked in
 * a dead-letter queue (alarmed by Monitoring).
 */
export class Jobs extends Construct {
  readonly functions = new Map<string, ShopFunction['fn']>();
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    checkJobs(props.jobs);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    for (const job of props.jobs) {
      const { fn } = new ShopFunction(this, `${pascal(job.name)}Job`, {
        name: job.name,
        entry: job.entry,
        environment: props.environment,
        production: props.production,
        timeout: Duration.seconds(job.timeoutSeconds ?? 60),
      });
      grantAccess(fn, job.access, props.access);
      new Rule(this, `${pascal(job.name)}Schedule`, {
        description: job.description,
        schedule: Schedule.expression(job.schedule),
        targets: [
          new LambdaFunction(fn, {
            deadLetterQueue: this.deadLetterQueue,
            retryAttempts: 2,
            maxEventAge: Duration.hours(1),
          }),
        ],
      });
      this.functions.set(job.name, fn);
    }
  }
}
