import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { pascal } from './names';

export type MonitoringProps = {
  functions: ReadonlyMap<string, LambdaFunction>;
  httpApi: HttpApi;
  deadLetterQueue?: IQueue;
  alarmEmail?: string;
};

/** The metric namespace of the shop's own metrics (configuration errors logged at cold start). */
export const METRIC_NAMESPACE = 'CrystalShop';

/**
 * Alarms (each Lambda's errors, throttles and configuration errors, the API's 5xx, parked job events)
 * into one SNS topic. A configuration error is a log line with `configError` set: a secret missing or
 * unreadable at cold start (functions/src/lib/check-parameters.ts), or the origin secret unreadable.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'Crystal shop alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const action = new SnsAction(this.topic);
    const alarm = (alarmId: string, metric: IMetric, description: string) => {
      const a = new Alarm(this, alarmId, {
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      a.addAlarmAction(action);
      a.addOkAction(action);
    };
    const period = Duration.minutes(5);
    for (const [name, fn] of props.functions) {
      alarm(`${pascal(name)}Errors`, fn.metricErrors({ period, statistic: 'Sum' }), `Lambda ${name} threw errors`);
      alarm(`${pascal(name)}Throttles`, fn.metricThrottles({ period, statistic: 'Sum' }), `Lambda ${name} was throttled`);
      const configErrors = new MetricFilter(this, `${pascal(name)}ConfigErrorFilter`, {
        logGroup: fn.logGroup,
        filterPattern: FilterPattern.exists('$.configError'),
        metricNamespace: METRIC_NAMESPACE,
        metricName: `ConfigErrors-${name}`,
        metricValue: '1',
      });
      alarm(
        `${pascal(name)}ConfigErrors`,
        configErrors.metric({ period, statistic: 'Sum' }),
        `Lambda ${name} is missing a setting or secret (its log says which and how to fix it)`,
      );
    }
    alarm('Api5xx', props.httpApi.metricServerError({ period, statistic: 'Sum' }), 'The HTTP API answered 5xx');
    if (props.deadLetterQueue) {
      alarm(
        'JobDeadLetters',
        props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        'A scheduled job failed after its retries (see the dead-letter queue)',
      );
    }
  }
}
