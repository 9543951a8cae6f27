import { Duration, Stack } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { ConfigurationSet, ConfigurationSetEventDestination, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { grantAccess, type AccessTargets } from './access';
import type { FunctionEnvironment } from './function-env';
import { ShopFunction } from './shop-function';
import { grantTableActions, type TableAction } from './table-actions';

/** The sender's timeout; the queue hides a message 6 times as long (AWS's advice for an SQS event source). */
const SENDER_TIMEOUT_SECONDS = 120;
/** At most this many senders at once (the SQS event source's minimum); each paces at rate / this. */
export const SENDER_CONCURRENCY = 2;

/** What the campaign sender sends to the table: reads of the campaign, list, settings and pieces; writes of its campaign's records. */
export const SENDER_TABLE_ACTIONS: readonly TableAction[] = ['BatchGetItem', 'GetItem', 'Query', 'PutItem', 'UpdateItem'];
/** Its writes: only the campaign's own partition (the campaign, its send records and batches). */
export const SENDER_WRITE_KEYS = ['CAMPAIGN#*'] as const;

export type CampaignSendingProps = {
  production: boolean;
  environment: Omit<FunctionEnvironment, 'POWERTOOLS_SERVICE_NAME'>;
  access: AccessTargets;
  /** The SES account's maximum send rate, mails a second (the account's quota; 14 is a common first one). */
  sendRate: number;
};

/**
 * Newsletter campaigns' sending (docs/decisions/0112-campaigns-through-a-queue.md): the queue (and its
 * dead-letter queue) the admin function and the campaign-send job put work on; the sender that drains it
 * at the account's rate, claiming each recipient before SES; and the SES configuration set whose event
 * destination (EventBridge) hands bounces and complaints to a small function that suppresses the address.
 */
export class CampaignSending extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly configurationSet: ConfigurationSet;
  readonly functions = new Map<string, ShopFunction['fn']>();

  constructor(scope: Construct, id: string, props: CampaignSendingProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', { retentionPeriod: Duration.days(14), encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true });
    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(SENDER_TIMEOUT_SECONDS * 6),
      retentionPeriod: Duration.days(4),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
    });
    this.configurationSet = new ConfigurationSet(this, 'MailEvents', {});
    new ConfigurationSetEventDestination(this, 'BouncesAndComplaints', {
      configurationSet: this.configurationSet,
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });

    const { fn: sender } = new ShopFunction(this, 'Sender', {
      name: 'campaign-sender',
      entry: 'functions/src/campaigns/sender.ts',
      production: props.production,
      timeout: Duration.seconds(SENDER_TIMEOUT_SECONDS),
      environment: {
        ...props.environment,
        CAMPAIGN_QUEUE_URL: this.queue.queueUrl,
        MAIL_CONFIGURATION_SET: this.configurationSet.configurationSetName,
        MAIL_SEND_RATE: String(props.sendRate),
        SENDER_CONCURRENCY: String(SENDER_CONCURRENCY),
      },
    });
    sender.addEventSource(new SqsEventSource(this.queue, { batchSize: 1, maxConcurrency: SENDER_CONCURRENCY, reportBatchItemFailures: true }));
    // The fan-out queues the batches on the same queue (and nothing else).
    this.queue.grantSendMessages(sender);
    grantTableActions(sender, props.access.table, SENDER_TABLE_ACTIONS, SENDER_WRITE_KEYS);
    grantAccess(sender, ['link-secret'], props.access);
    const stack = Stack.of(this);
    if (props.access.sesIdentity) {
      // ses:SendEmail only, on the shop's identity and this configuration set only, from the shop's sender.
      sender.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [
            stack.formatArn({ service: 'ses', resource: 'identity', resourceName: props.access.sesIdentity }),
            stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
          ],
          conditions: { StringEquals: { 'ses:FromAddress': props.access.sesFromAddress ?? props.access.sesIdentity } },
        }),
      );
    }
    this.functions.set('campaign-sender', sender);

    const { fn: events } = new ShopFunction(this, 'MailEventsFn', {
      name: 'mail-events',
      entry: 'functions/src/campaigns/ses-events.ts',
      production: props.production,
      environment: props.environment,
    });
    grantTableActions(events, props.access.table, ['PutItem'], ['SUPPRESS#*']);
    new Rule(this, 'MailEventsRule', {
      description: 'SES bounces and complaints of the campaign configuration set: the address is suppressed at once',
      eventPattern: {
        source: ['aws.ses'],
        // Only a configuration set with an EventBridge destination sends these: this one.
        detailType: ['Email Bounced', 'Email Complaint Received'],
      },
      targets: [new LambdaTarget(events, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 2, maxEventAge: Duration.hours(1) })],
    });
    this.functions.set('mail-events', events);
  }
}
