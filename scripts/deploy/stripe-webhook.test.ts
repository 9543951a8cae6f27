import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureStripeWebhook, STRIPE_WEBHOOK_EVENTS } from './stripe-webhook';

type Endpoint = { id: string; object: 'webhook_endpoint'; url: string; enabled_events: string[]; secret?: string };

/** A local stand-in for Stripe's webhook endpoints API (list, create, update), as the real SDK calls it. */
let endpoints: Endpoint[] = [];
const requests: string[] = [];
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += String(d)));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url?.split('?')[0]} ${req.headers.authorization ?? ''}`);
      const form = new URLSearchParams(body);
      // The SDK sends lists as enabled_events[0]=...&enabled_events[1]=...
      const events = [...form.entries()].filter(([k]) => /^enabled_events\[\d*\]$/.test(k)).map(([, v]) => v);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'GET' && req.url?.startsWith('/v1/webhook_endpoints')) {
        return send(200, { object: 'list', url: '/v1/webhook_endpoints', has_more: false, data: endpoints.map(({ secret: _, ...e }) => e) });
      }
      if (req.method === 'POST' && req.url === '/v1/webhook_endpoints') {
        const created: Endpoint = { id: `we_${endpoints.length + 1}`, object: 'webhook_endpoint', url: form.get('url')!, enabled_events: events, secret: 'whsec_fromstandin' };
        endpoints.push(created);
        return send(200, created);
      }
      const update = /^\/v1\/webhook_endpoints\/(we_\w+)$/.exec(req.url ?? '');
      if (req.method === 'POST' && update) {
        const e = endpoints.find((x) => x.id === update[1])!;
        e.enabled_events = events;
        return send(200, { ...e, secret: undefined });
      }
      send(404, { error: { message: 'no such route' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const ssm = mockClient(SSMClient);
const URL_ = 'https://shop.example.com/api/webhooks/stripe';
const PARAM = '/crystal-shop/prod/stripe/webhook-secret';
const register = () => ensureStripeWebhook('sk_test_standin', URL_, PARAM, new SSMClient({ region: 'ca-central-1' }), { host: '127.0.0.1', port, protocol: 'http' });

describe('ensureStripeWebhook (the real Stripe SDK against a local stand-in)', () => {
  beforeEach(() => {
    endpoints = [];
    requests.length = 0;
    ssm.reset();
    ssm.on(PutParameterCommand).resolves({ Version: 1 });
  });

  it('registers the endpoint with every event the shop handles and stores its signing secret in SSM', async () => {
    expect(await register()).toEqual({ kind: 'created', id: 'we_1' });
    expect(endpoints[0]).toMatchObject({ url: URL_, enabled_events: [...STRIPE_WEBHOOK_EVENTS] });
    expect(requests.every((r) => r.endsWith('Bearer sk_test_standin'))).toBe(true);
    expect(ssm.commandCalls(PutParameterCommand).map((c) => c.args[0].input)).toEqual([
      { Name: PARAM, Type: 'SecureString', Value: 'whsec_fromstandin', Overwrite: true },
    ]);
  });

  it('leaves an endpoint that is already there (and its secret) alone, and adds events it lacks', async () => {
    endpoints = [{ id: 'we_9', object: 'webhook_endpoint', url: URL_, enabled_events: ['payment_intent.succeeded'] }];
    const outcome = await register();
    expect(outcome).toEqual({ kind: 'updated', id: 'we_9', added: STRIPE_WEBHOOK_EVENTS.filter((e) => e !== 'payment_intent.succeeded') });
    expect(endpoints[0]!.enabled_events.sort()).toEqual([...STRIPE_WEBHOOK_EVENTS].sort());
    expect(await register()).toEqual({ kind: 'present', id: 'we_9' });
    expect(ssm.commandCalls(PutParameterCommand)).toHaveLength(0);
  });

  it('lists exactly the events the webhook code handles', () => {
    const root = path.resolve(import.meta.dirname, '../../functions/src');
    const source = readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
      .map((f) => readFileSync(path.join(root, f), 'utf8'))
      .join('\n');
    const handled = new Set([...source.matchAll(/case '((?:payment_intent|charge)\.[a-z_.]+)'/g)].map((m) => m[1]));
    expect([...handled].sort()).toEqual([...STRIPE_WEBHOOK_EVENTS].sort());
  });
});
