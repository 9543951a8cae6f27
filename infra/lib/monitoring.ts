import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { pascal } from './names';

export type MonitoringProps = {
  functions: ReadonlyMap<string, IFunction>;
  httpApi: HttpApi;
  deadLetterQueue?: IQueue;
  alarmEmail?: string;
};

/** Alarms (each Lambda's errors and throttles, the API's 5xx, parked job events) into one SNS topic. */
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
