import { readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { matchRoute } from '@crystal/shared/routes/route-table';
import { median } from '../lib/report';
import type { ApiCall } from './monthly-cost';
import type { Units } from './meter-dynamodb';

type Replay = { method: string; path: string; headers?: Record<string, string>; body?: string };

export const fnOf = (method: string, path: string): string => {
  const m = matchRoute(method, path.split('?')[0]!);
  return m && 'route' in m ? m.route.fn : 'unrouted';
};

/**
 * Sends one API request `times` times, the catalogue's in-memory answers forgotten before each (a cold
 * function on a quiet day), and measures its duration (median) and the DynamoDB units of the last send.
 */
export async function measureCall(origin: string, r: Replay, deps: { forget: () => void; units: () => Units }, times = 3): Promise<ApiCall & { status: number; json: unknown }> {
  const ms: number[] = [];
  let units: Units = { read: 0, write: 0, commands: 0 };
  let status = 0;
  let json: unknown;
  let bytes = 0;
  for (let i = 0; i < times; i++) {
    deps.forget();
    deps.units();
    const t0 = performance.now();
    const res = await fetch(`${origin}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    const text = await res.text();
    ms.push(performance.now() - t0);
    units = deps.units();
    status = res.status;
    bytes = Buffer.byteLength(text);
    json = /json/.test(res.headers.get('content-type') ?? '') && text ? JSON.parse(text) : undefined;
  }
  return { label: `${r.method} ${r.path}`, fn: fnOf(r.method, r.path), ms: median(ms), read: units.read, write: units.write, bytes, status, json };
}

const ADDRESS = { street: '123 Portage Ave', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1', country: 'Canada' };
const ORDER = { customerEmail: 'cost@example.ca', customerPhone: '204-555-0100', firstName: 'Cost', lastName: 'Shopper', shippingAddress: ADDRESS, billingAddress: ADDRESS, sameAsShipping: true };

/** The order-and-pay flow with the sandbox card, once (each step sent once: it changes the table). */
export async function measureOrder(origin: string, productId: number, outboxDir: string, deps: { forget: () => void; units: () => Units }) {
  const session = { 'x-session-id': randomUUID(), 'content-type': 'application/json' };
  const mailsBefore = countFiles(outboxDir);
  const step = (method: string, path: string, body?: unknown) => measureCall(origin, { method, path, headers: session, body: body === undefined ? undefined : JSON.stringify(body) }, deps, 1);
  const calls: (ApiCall & { status: number; json: unknown })[] = [];
  calls.push(await step('POST', '/api/cart', { productId, quantity: 1 }));
  calls.push(await step('GET', '/api/cart'));
  const order = await step('POST', '/api/orders', ORDER);
  calls.push(order);
  const { id, totalAmount } = order.json as { id: number; totalAmount: string };
  const intent = await step('POST', '/api/create-payment-intent', { orderId: id });
  calls.push(intent);
  const { clientSecret } = intent.json as { clientSecret: string };
  calls.push(await step('POST', '/api/sandbox/confirm', { orderId: id, clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }));
  calls.push(await step('GET', `/api/orders/${id}`));
  const failed = calls.filter((c) => c.status >= 300);
  if (failed.length) throw new Error(`order flow failed: ${failed.map((c) => `${c.label} ${c.status} ${JSON.stringify(c.json)}`).join('; ')}`);
  const paid = (calls.at(-1)!.json as { status: string }).status;
  if (paid !== 'paid') throw new Error(`order ${id} ended ${paid}, not paid`);
  return { api: calls.map(({ status: _s, json: _j, ...c }) => ({ ...c, label: c.label.replace(String(id), '{id}') })), mails: countFiles(outboxDir) - mailsBefore, valueCad: Number(totalAmount) };
}

function countFiles(dir: string): number {
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
}
