import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoLocal } from './dynamodb-local';

describe('DynamoDB Local start-up', () => {
  let other: net.Server;
  let port: number;
  beforeAll(async () => {
    // Something that is not DynamoDB holds the port: it drops every connection.
    other = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    port = (other.address() as net.AddressInfo).port;
  });
  afterAll(() => {
    other.close(); // no connection is left open (each is dropped at once), so nothing to wait for
  });

  it('never takes another process listening on its port for DynamoDB: a taken port fails the start', async () => {
    await expect(startDynamoLocal({ port })).rejects.toThrow(`port ${port} was taken`);
  });

  it('starts on a free port and answers as DynamoDB there', async () => {
    const dynamo = await startDynamoLocal();
    try {
      expect(dynamo.port).not.toBe(port);
      const res = await fetch(dynamo.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.ListTables' },
        body: '{}',
      });
      expect(res.headers.has('x-amzn-requestid')).toBe(true);
    } finally {
      await dynamo.stop();
    }
  });
});
