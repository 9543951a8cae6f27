import { beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, lambdaOf, ofType, resourcesOf, statementsOfFunction, type Synth, synthStages } from './synth-shop-stack';

/** Issue 47: the campaign queue, its sender, the SES configuration set and least-privilege grants. */
let prod: Synth;

beforeAll(() => {
  ({ prod } = synthStages());
}, 90_000);

const idOf = (resources: Synth['resources'], type: string, prefix: string) => {
  const found = ofType(resources, type).filter(([id]) => id.startsWith(prefix));
  expect(found, `${type} ${prefix}`).toHaveLength(1);
  return found[0]![0];
};
/** Every logical id a value references (Ref and Fn::GetAtt, at any depth). */
const refs = (value: unknown): string[] =>
  JSON.stringify(value).match(/"(?:Ref|Fn::GetAtt)":\s*(?:"([^"]+)"|\["([^"]+)")/g)?.map((m) => m.replace(/.*"([^"]+)"$/, '$1').replace(/^.*\["/, '')) ?? [];

describe('campaign sending', () => {
  it('has the queue with its dead-letter queue (encrypted, TLS only), hiding a message six times the sender timeout', () => {
    const queue = prod.resources[idOf(prod.resources, 'AWS::SQS::Queue', 'CampaignSendingQueue')]!.Properties;
    const dlq = idOf(prod.resources, 'AWS::SQS::Queue', 'CampaignSendingDeadLetters');
    expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] }, maxReceiveCount: 5 });
    expect(queue.SqsManagedSseEnabled).toBe(true);
    const sender = prod.resources[lambdaOf(prod.resources, 'campaign-sender')]!.Properties;
    expect(queue.VisibilityTimeout).toBe(sender.Timeout * 6);
    expect(ofType(prod.resources, 'AWS::SQS::QueuePolicy').some(([, p]) => JSON.stringify(p).includes('aws:SecureTransport'))).toBe(true);
  });

  it('drains the queue with the sender: one message at a time, at most two senders, failures reported one by one', () => {
    const sender = lambdaOf(prod.resources, 'campaign-sender');
    const [, mapping] = ofType(prod.resources, 'AWS::Lambda::EventSourceMapping').find(([, m]) => m.Properties.FunctionName.Ref === sender)!;
    expect(mapping.Properties).toMatchObject({ BatchSize: 1, ScalingConfig: { MaximumConcurrency: 2 }, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    expect(refs(mapping.Properties.EventSourceArn)).toEqual([idOf(prod.resources, 'AWS::SQS::Queue', 'CampaignSendingQueue')]);
    const env = prod.resources[sender]!.Properties.Environment.Variables;
    expect(env).toMatchObject({ MAIL_SEND_RATE: '14', SENDER_CONCURRENCY: '2' });
    expect(refs(env.MAIL_CONFIGURATION_SET)).toEqual([idOf(prod.resources, 'AWS::SES::ConfigurationSet', 'CampaignSendingMailEvents')]);
  });

  it('has the SES configuration set whose event destination sends bounces and complaints to EventBridge, and a rule to the suppressing function', () => {
    const set = idOf(prod.resources, 'AWS::SES::ConfigurationSet', 'CampaignSendingMailEvents');
    const [, destination] = ofType(prod.resources, 'AWS::SES::ConfigurationSetEventDestination')[0]!;
    expect(destination.Properties.ConfigurationSetName.Ref).toBe(set);
    expect(destination.Properties.EventDestination.Enabled).toBe(true);
    expect(destination.Properties.EventDestination.MatchingEventTypes.sort()).toEqual(['bounce', 'complaint']);
    expect(JSON.stringify(destination.Properties.EventDestination.EventBridgeDestination)).toContain('event-bus/default');
    const [, rule] = ofType(prod.resources, 'AWS::Events::Rule').find(([id]) => id.startsWith('CampaignSendingMailEventsRule'))!;
    expect(rule.Properties.EventPattern).toEqual({ source: ['aws.ses'], 'detail-type': ['Email Bounced', 'Email Complaint Received'] });
    expect(rule.Properties.Targets[0].Arn['Fn::GetAtt'][0]).toBe(lambdaOf(prod.resources, 'mail-events'));
  });

  it('grants the sender ses:SendEmail on the shop identity and the configuration set only, and SQS on its queue only', () => {
    const statements = statementsOfFunction(prod.resources, lambdaOf(prod.resources, 'campaign-sender'));
    const ses = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('ses:')));
    expect(ses).toHaveLength(1);
    expect(actionsOf(ses[0])).toEqual(['ses:SendEmail']);
    const arns = JSON.stringify(resourcesOf(ses[0]));
    expect(arns).toContain(':identity/shop.example.com');
    expect(arns).toContain(':configuration-set/');
    expect(arns).not.toContain('identity/*');
    expect(ses[0].Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'orders@shop.example.com' } });
    const queue = idOf(prod.resources, 'AWS::SQS::Queue', 'CampaignSendingQueue');
    for (const s of statements.filter((s) => actionsOf(s).some((a) => a.startsWith('sqs:')))) {
      expect(refs(s.Resource)).toEqual([queue]);
    }
    const all = statements.flatMap(actionsOf);
    expect(all).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:SendMessage']));
    expect(all.some((a) => a === 'dynamodb:Scan' || a === '*' || a.endsWith(':*'))).toBe(false);
    const writes = statements.find((s) => actionsOf(s).includes('dynamodb:PutItem'));
    expect(writes.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['CAMPAIGN#*'] } });
  });

  it('lets the admin function and the bounce handler do only their part: queue a campaign; write a suppression', () => {
    const queue = idOf(prod.resources, 'AWS::SQS::Queue', 'CampaignSendingQueue');
    const admin = statementsOfFunction(prod.resources, lambdaOf(prod.resources, 'admin')).filter((s) => actionsOf(s).some((a) => a.startsWith('sqs:')));
    expect(admin).toHaveLength(1);
    expect(actionsOf(admin[0]).sort()).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    expect(refs(admin[0].Resource)).toEqual([queue]);
    const events = statementsOfFunction(prod.resources, lambdaOf(prod.resources, 'mail-events'));
    expect(events.flatMap(actionsOf)).toEqual(['dynamodb:PutItem']);
    expect(events[0].Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESS#*'] } });
  });
});
