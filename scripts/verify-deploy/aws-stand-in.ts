import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One AWS call a bundle made against the stand-in: the IAM action it needs and the resource it names. */
export type RecordedCall = { action: string; resource: string; context?: Record<string, string> };

export type StandInValues = {
  region: string;
  account: string;
  /** SSM parameter name -> value (SecureString). */
  parameters: Record<string, string>;
  /** Secrets Manager ARN -> current value. */
  secrets: Record<string, string>;
};

export type AwsStandIn = { endpoint: string; calls: RecordedCall[]; close(): Promise<void> };

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (d) => (text += String(d)));
    req.on('end', () => resolve(text));
  });

/**
 * The AWS services a deployed function calls besides DynamoDB, answered locally for verify:deploy:
 * SSM GetParameter, Secrets Manager GetSecretValue, SES v2 SendEmail and Bedrock Converse. Every call is
 * recorded with the IAM action and resource it needs, so the function's own policy can be simulated
 * against exactly what its code did. An unknown call is answered 400 and recorded as such.
 */
export async function startAwsStandIn(values: StandInValues): Promise<AwsStandIn> {
  const calls: RecordedCall[] = [];
  const server: Server = createServer(async (req, res) => {
    const text = await body(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    const json = (status: number, payload: unknown, type = 'application/x-amz-json-1.1') => {
      res.writeHead(status, { 'content-type': type, 'x-amzn-requestid': 'verify' });
      res.end(JSON.stringify(payload));
    };
    const fail = (status: number, type: string, message: string) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type, 'x-amzn-requestid': 'verify' });
      res.end(JSON.stringify({ __type: type, message }));
    };
    if (target === 'AmazonSSM.GetParameter') {
      const { Name } = JSON.parse(text) as { Name: string };
      calls.push({ action: 'ssm:GetParameter', resource: `arn:aws:ssm:${values.region}:${values.account}:parameter${Name}` });
      const value = values.parameters[Name];
      if (value === undefined) return fail(400, 'ParameterNotFound', `${Name} not found`);
      return json(200, { Parameter: { Name, Type: 'SecureString', Value: value, Version: 1 } });
    }
    if (target === 'secretsmanager.GetSecretValue') {
      const { SecretId, VersionStage } = JSON.parse(text) as { SecretId: string; VersionStage?: string };
      calls.push({ action: 'secretsmanager:GetSecretValue', resource: SecretId });
      const value = values.secrets[SecretId];
      if (value === undefined || VersionStage === 'AWSPREVIOUS') return fail(400, 'ResourceNotFoundException', 'no such version');
      return json(200, { ARN: SecretId, Name: 'origin', SecretString: value, VersionId: 'v1', VersionStages: ['AWSCURRENT'] });
    }
    if (req.method === 'POST' && req.url === '/v2/email/outbound-emails') {
      const mail = JSON.parse(text) as { FromEmailAddress?: string; Destination?: { ToAddresses?: string[] } };
      const from = /<([^>]+)>/.exec(mail.FromEmailAddress ?? '')?.[1] ?? mail.FromEmailAddress ?? '';
      const domain = from.split('@')[1] ?? from;
      calls.push({ action: 'ses:SendEmail', resource: `arn:aws:ses:${values.region}:${values.account}:identity/${domain}`, context: { 'ses:FromAddress': from } });
      for (const to of mail.Destination?.ToAddresses ?? []) {
        calls.push({ action: 'ses:SendEmail', resource: `arn:aws:ses:${values.region}:${values.account}:identity/${to}`, context: { 'ses:FromAddress': from } });
      }
      return json(200, { MessageId: `verify-${calls.length}` }, 'application/json');
    }
    const converse = /^\/model\/([^/]+)\/converse$/.exec(req.url ?? '');
    if (req.method === 'POST' && converse) {
      const model = decodeURIComponent(converse[1]!);
      calls.push({ action: 'bedrock:InvokeModel', resource: `arn:aws:bedrock:us-east-1::foundation-model/${model}` });
      const answer = JSON.stringify({ trends: ['Searches are steady.'], opportunities: [], recommendations: ['Keep the catalogue stocked.'] });
      return json(200, { output: { message: { role: 'assistant', content: [{ text: answer }] } }, stopReason: 'end_turn', usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 }, metrics: { latencyMs: 1 } }, 'application/json');
    }
    calls.push({ action: `unknown:${target || `${req.method} ${req.url}`}`, resource: '*' });
    fail(400, 'UnknownOperationException', `verify:deploy has no stand-in for ${target || req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
