import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** More AI answers than this in an hour is far above the shop's traffic: someone should look. */
export const AI_CALLS_PER_HOUR_ALARM = 600;
/** Monthly AI (Bedrock) spend the Budgets alert watches, in US dollars (the daily budget is ~$20). */
export const AI_MONTHLY_BUDGET_USD = 300;

export type AiSpendAlarmsProps = {
  topic: ITopic;
  aiFunction?: IFunction;
  bedrockRegion: string;
  modelIds: readonly string[];
  alarmEmail?: string;
};

/**
 * The AI spend watch: Bedrock invocations per hour (CloudWatch alarm; in the Bedrock region's metrics
 * when the stack is there, else on the ai function's invocations, through which every Bedrock call
 * goes), and an AWS Budgets alert on Bedrock cost to the alarm email.
 */
export class AiSpendAlarms extends Construct {
  constructor(scope: Construct, id: string, props: AiSpendAlarmsProps) {
    super(scope, id);
    const period = Duration.hours(1);
    const sameRegion = Stack.of(this).region === props.bedrockRegion;
    const metrics = sameRegion
      ? props.modelIds.map((modelId) => new Metric({ namespace: 'AWS/Bedrock', metricName: 'Invocations', dimensionsMap: { ModelId: modelId }, period, statistic: 'Sum' }))
      : props.aiFunction
        ? [props.aiFunction.metricInvocations({ period, statistic: 'Sum' })]
        : [];
    metrics.forEach((metric, i) => {
      const alarm = new Alarm(this, `AiInvocations${i}`, {
        metric,
        threshold: AI_CALLS_PER_HOUR_ALARM,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `More than ${AI_CALLS_PER_HOUR_ALARM} AI (Bedrock) calls in an hour`,
      });
      alarm.addAlarmAction(new SnsAction(props.topic));
    });
    if (props.alarmEmail) {
      const subscribers = [{ subscriptionType: 'EMAIL', address: props.alarmEmail }];
      new CfnBudget(this, 'AiBudget', {
        budget: {
          budgetName: `${Stack.of(this).stackName}-ai`,
          budgetType: 'COST',
          timeUnit: 'MONTHLY',
          budgetLimit: { amount: AI_MONTHLY_BUDGET_USD, unit: 'USD' },
          costFilters: { Service: ['Amazon Bedrock'] },
        },
        notificationsWithSubscribers: [
          { notification: { notificationType: 'ACTUAL', comparisonOperator: 'GREATER_THAN', threshold: 80, thresholdType: 'PERCENTAGE' }, subscribers },
          { notification: { notificationType: 'FORECASTED', comparisonOperator: 'GREATER_THAN', threshold: 100, thresholdType: 'PERCENTAGE' }, subscribers },
        ],
      });
    }
  }
}
