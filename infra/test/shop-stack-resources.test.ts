import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE } from '@crystal/shared/table-definition';
import { checkJobs } from '../lib/jobs';
import { JOB_FIXTURE, lambdaOf, ofType, type Synth, synthStages } from './synth-shop-stack';

/** Data, identity, jobs, mail and operations. */
let dev: Synth;
let prod: Synth;

beforeAll(() => {
  ({ dev, prod } = synthStages());
}, 90_000);

describe('data', () => {
  it('builds the table from TABLE: keys, GSIs, TTL, on demand', () => {
    const [, table] = ofType(dev.resources, 'AWS::DynamoDB::Table')[0]!;
    const p = table.Properties;
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ]);
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TABLE.ttlAttribute, Enabled: true });
    expect(
      p.GlobalSecondaryIndexes.map((g: any) => ({
        name: g.IndexName,
        partitionKey: g.KeySchema[0].AttributeName,
        sortKey: g.KeySchema[1].AttributeName,
      })),
    ).toEqual(TABLE.indexes);
    for (const g of p.GlobalSecondaryIndexes) expect(g.Projection.ProjectionType).toBe('ALL');
  });

  it('retains, protects and backs up the data on prod', () => {
    const [, table] = ofType(prod.resources, 'AWS::DynamoDB::Table')[0]!;
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    for (const [, b] of ofType(prod.resources, 'AWS::S3::Bucket')) expect(b.DeletionPolicy).toBe('Retain');
    for (const [, pool] of ofType(prod.resources, 'AWS::Cognito::UserPool')) {
      expect(pool.DeletionPolicy).toBe('Retain');
      expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
    }
    expect(ofType(prod.resources, 'Custom::S3AutoDeleteObjects')).toHaveLength(0);
  });

  it('lets a dev stage be torn down completely', () => {
    const retained = Object.entries(dev.resources).filter(([, r]) => r.DeletionPolicy === 'Retain');
    expect(retained.map(([id]) => id)).toEqual([]);
    const [, table] = ofType(dev.resources, 'AWS::DynamoDB::Table')[0]!;
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    expect(ofType(dev.resources, 'Custom::S3AutoDeleteObjects')).toHaveLength(2);
  });
});

describe('identity', () => {
  it('has an invite-only user pool with strong passwords, required TOTP, email sign-in and an admin group', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: {
        PasswordPolicy: Match.objectLike({ MinimumLength: 12, RequireSymbols: true, RequireNumbers: true }),
      },
    });
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    // The account id in the prefix: no other account can hold it (Cognito prefixes are shared by all accounts).
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'crystal-shop-dev-111111111111' });
  });

  it('has a public PKCE client for /admin with the site callback', () => {
    const [, client] = ofType(dev.resources, 'AWS::Cognito::UserPoolClient')[0]!;
    expect(client.Properties.GenerateSecret).toBe(false);
    expect(client.Properties.AllowedOAuthFlows).toEqual(['code']);
    expect(JSON.stringify(client.Properties.CallbackURLs)).toMatch(/https:\/\/.*Distribution.*\/shop\/admin/);
    expect(client.Properties.LogoutURLs).toBeDefined();
  });

  it('creates the first admin from context and puts them in the admin group', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolUser', {
      Username: 'artisan@example.com',
      DesiredDeliveryMediums: ['EMAIL'],
    });
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolUserToGroupAttachment', {
      Username: 'artisan@example.com',
      GroupName: Match.anyValue(),
    });
    const [, attachment] = ofType(dev.resources, 'AWS::Cognito::UserPoolUserToGroupAttachment')[0]!;
    const [userId] = ofType(dev.resources, 'AWS::Cognito::UserPoolUser')[0]!;
    expect((attachment as any).DependsOn).toContain(userId);
  });
});

describe('jobs, mail and operations', () => {
  it('schedules each job with retries and a dead-letter queue', () => {
    const rules = ofType(dev.resources, 'AWS::Events::Rule').filter(([, r]) => r.Properties.ScheduleExpression);
    expect(rules).toHaveLength(1);
    const rule = rules[0]![1].Properties;
    expect(rule.ScheduleExpression).toBe('rate(5 minutes)');
    expect(rule.Targets).toHaveLength(1);
    expect(rule.Targets[0].RetryPolicy.MaximumRetryAttempts).toBe(2);
    expect(rule.Targets[0].DeadLetterConfig.Arn['Fn::GetAtt'][0]).toMatch(/DeadLetters/);
    expect(rule.Targets[0].Arn['Fn::GetAtt'][0]).toBe(lambdaOf(dev.resources, 'reservation-sweep'));
  });

  it('refuses a job whose module does not exist, naming it', () => {
    expect(() => checkJobs([{ ...JOB_FIXTURE, entry: 'functions/src/jobs/nowhere.ts' }])).toThrow(
      /reservation-sweep.*functions\/src\/jobs\/nowhere\.ts does not exist/,
    );
    expect(() => checkJobs([JOB_FIXTURE, JOB_FIXTURE])).toThrow(/listed twice/);
  });

  it('verifies the SES identity from mailFrom (a domain) once per account, reused by every stage, and sends from it', () => {
    // Not an AWS::SES::EmailIdentity, which a second stage (or an identity verified by hand) fails as AlreadyExists.
    prod.template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    const [, create] = ofType(prod.resources, 'Custom::AWS').find(([id]) => id.startsWith('MailIdentity'))!;
    const call = JSON.parse(JSON.stringify(create.Properties.Create));
    const text = typeof call === 'string' ? call : JSON.stringify(call);
    expect(text).toContain('createEmailIdentity');
    expect(text).toContain('shop.example.com');
    expect(text).toContain('AlreadyExistsException');
    expect(create.Properties.Delete, 'the identity outlives a stage').toBeUndefined();
    const lambdas = ofType(prod.resources, 'AWS::Lambda::Function').filter(
      ([, r]) => r.Properties.Environment?.Variables?.MAIL_FROM,
    );
    expect(lambdas.length).toBeGreaterThan(0);
    expect(lambdas[0]![1].Properties.Environment.Variables.MAIL_FROM).toBe(
      'Sacred Crystal Jewelry <orders@shop.example.com>',
    );
  });

  it('alarms on every Lambda error and throttle and on API 5xx, into an SNS topic with the alarm email', () => {
    const alarms = ofType(dev.resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    const lambdas = ofType(dev.resources, 'AWS::Lambda::Function').filter(([, r]) =>
      (r.Properties.Tags ?? []).some((t: any) => t.Key === 'crystal-shop:function'),
    );
    for (const [id] of lambdas) {
      for (const metric of ['Errors', 'Throttles']) {
        expect(
          alarms.some((a) => a.MetricName === metric && JSON.stringify(a.Dimensions).includes(id)),
          `${metric} alarm for ${id}`,
        ).toBe(true);
      }
    }
    expect(alarms.some((a) => a.MetricName === '5xx' && a.Namespace === 'AWS/ApiGateway')).toBe(true);
    for (const a of alarms) expect(a.AlarmActions).toHaveLength(1);
    dev.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
  });

  it('outputs what the operator needs', () => {
    const outputs = Object.keys(dev.template.toJSON().Outputs);
    for (const name of [
      'SiteUrl',
      'ApiUrl',
      'UserPoolId',
      'UserPoolClientId',
      'CognitoDomain',
      'MediaBucketName',
      'TableName',
    ]) {
      expect(outputs).toContain(name);
    }
  });
});
