/** The crash bench's shoppers: a burst of carts and orders, and the checks that nothing paid was lost or doubled. */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { ChildRuntime } from './child-runtime';
import { scanTable, type Item } from './scan-data-dir';

/** Seed pieces with room in stock (functions/src/seed/catalogue.ts): id -> stock 21, 25, 20, 18, 15, 14, 12. */
const PRODUCTS = [24, 28, 9, 12, 22, 10, 1];
const ADDRESS = { street: '123 Portage Ave', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1', country: 'Canada' };
const ORDER = { customerEmail: 'burst@example.ca', customerPhone: '204-555-0100', firstName: 'Burst', lastName: 'Shopper', shippingAddress: ADDRESS, billingAddress: ADDRESS, sameAsShipping: true };

type Outcome = 'not sent' | 'cart only' | 'ok' | 'rejected' | 'lost';
export type Shopper = { sessionId: string; viewer: string; productId: number; quantity: number; outcome: Outcome; orderId?: number; status?: number; ackAt?: number };

export async function burst(rt: ChildRuntime, shoppers: Shopper[], concurrency: number, killAfter: number): Promise<number> {
  let next = 0;
  let killAt = 0;
  let ok = 0;
  let killed: Promise<void> | undefined;
  // Each shopper from its own address, as CloudFront reports it (the runtime reads it: CLIENT_ADDRESS_SOURCE),
  // so the per-client hold on unpaid units limits no one here: 80 people, not one client holding stock.
  const post = (p: string, s: Shopper, body: unknown) =>
    fetch(`${rt.origin}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': s.sessionId, 'cloudfront-viewer-address': `${s.viewer}:443` },
      body: JSON.stringify(body),
    });
  const worker = async () => {
    while (!killed && next < shoppers.length) {
      const s = shoppers[next++]!;
      try {
        const cart = await post('/api/cart', s, { productId: s.productId, quantity: s.quantity });
        if (!cart.ok) {
          s.outcome = 'rejected';
          s.status = cart.status;
          continue;
        }
        s.outcome = 'cart only';
      } catch {
        continue; // the cart line may or may not be there: allowed either way
      }
      if (killed) return;
      try {
        const res = await post('/api/orders', s, ORDER);
        s.status = res.status;
        if (res.ok) {
          s.outcome = 'ok';
          s.orderId = ((await res.json()) as { id: number }).id;
          s.ackAt = Date.now();
          if (++ok >= killAfter && !killed) {
            killAt = Date.now();
            killed = rt.kill();
          }
        } else s.outcome = 'rejected';
      } catch {
        s.outcome = 'lost'; // in flight when the runtime died
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await (killed ?? rt.kill());
  return killAt || Date.now();
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));

export function check(before: Map<string, Item>, after: Map<string, Item>, shoppers: Shopper[], killAt: number) {
  const problems: string[] = [];
  const bySession = new Map(shoppers.map((s) => [s.sessionId, s]));
  const orders = [...after.values()].filter((i) => i.type === 'order' && !before.has(`${i.pk}|${i.sk}`));
  const lines = [...after.values()].filter((i) => i.type === 'orderItem' && !before.has(`${i.pk}|${i.sk}`));
  const orderIds = new Set(orders.map((o) => num(o.id)));
  for (const l of lines) if (!orderIds.has(num(l.orderId))) problems.push(`order line without its order: ${l.pk} ${l.sk}`);
  const reserved = new Map<number, number>();
  let committedLost = 0;
  for (const o of orders) {
    const s = bySession.get(String(o.sessionId));
    const own = lines.filter((l) => num(l.orderId) === num(o.id));
    if (!s) {
      problems.push(`an order from an unknown session: #${String(o.id)}`);
      continue;
    }
    if (s.outcome !== 'ok' && s.outcome !== 'lost') problems.push(`order #${String(o.id)} exists for a session whose order was ${s.outcome}`);
    if (s.outcome === 'ok' && num(o.id) !== s.orderId) problems.push(`session ${s.sessionId} got order #${s.orderId} but #${String(o.id)} is stored`);
    if (s.outcome === 'lost') committedLost++;
    if (own.length !== 1 || num(own[0]!.productId) !== s.productId || num(own[0]!.quantity) !== s.quantity) {
      problems.push(`order #${String(o.id)} is incomplete or wrong: ${JSON.stringify(own.map((l) => [l.productId, l.quantity]))}, expected [[${s.productId},${s.quantity}]]`);
    }
    for (const l of own) reserved.set(num(l.productId), (reserved.get(num(l.productId)) ?? 0) + num(l.quantity));
  }
  const acknowledged = shoppers.filter((s) => s.outcome === 'ok');
  const missing = acknowledged.filter((s) => !orderIds.has(s.orderId!));
  for (const s of missing) problems.push(`order #${s.orderId} answered 2xx ${killAt - s.ackAt!} ms before the SIGKILL but is missing after the restart`);
  const ackQty = acknowledged.reduce((n, s) => n + s.quantity, 0);
  let stockDrop = 0;
  const sessionPks = new Set(shoppers.map((s) => `SESSION#${s.sessionId}`));
  const viewerHolds = new Set(shoppers.map((s) => `CLIENTHOLD#${s.viewer}`));
  for (const [key, item] of after) {
    const old = before.get(key);
    // Counters, rate limits and the scheduled jobs' market notes (written at start-up) are not the order path.
    if (item.pk === 'COUNTER' || item.pk.startsWith('RATE#') || item.pk === 'MARKET') continue;
    if (!old) {
      // A client's hold on unpaid units is written with its order, in the same transaction.
      const ours = sessionPks.has(item.pk) || item.type === 'order' || item.type === 'orderItem' || viewerHolds.has(item.pk);
      if (!ours) problems.push(`unexpected new item ${key}`);
      continue;
    }
    if (item.type === 'product') {
      const id = num(item.id);
      const drop = num(old.stockQuantity) - num(item.stockQuantity);
      stockDrop += drop;
      if (drop !== (reserved.get(id) ?? 0)) problems.push(`product ${id}: stock fell by ${drop}, orders present hold ${reserved.get(id) ?? 0}`);
      if (num(item.soldCount) - num(old.soldCount) !== drop) problems.push(`product ${id}: soldCount and stock disagree`);
      if (num(item.stockQuantity) < 0) problems.push(`product ${id}: negative stock`);
      const rest = (i: Item) => ({ ...i, stockQuantity: 0, soldCount: 0, updatedAt: '' });
      if (!isDeepStrictEqual(rest(item), rest(old))) problems.push(`product ${id}: fields other than stock changed`);
    } else if (!isDeepStrictEqual(item, old)) problems.push(`item changed: ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) problems.push(`item deleted: ${key}`);
  const presentQty = [...reserved.values()].reduce((a, b) => a + b, 0);
  const missingMaxMs = Math.max(0, ...missing.map((s) => killAt - s.ackAt!));
  return { problems, acknowledged: acknowledged.length, ackQty, stockDrop, presentQty, committedLost, missing: missing.length, missingMaxMs, lost: shoppers.filter((s) => s.outcome === 'lost').length, present: acknowledged.length - missing.length };
}

export async function verifyThroughApi(rt: ChildRuntime, shoppers: Shopper[]): Promise<string[]> {
  const problems: string[] = [];
  for (const s of shoppers.filter((x) => x.outcome === 'ok')) {
    const res = await fetch(`${rt.origin}/api/orders/${s.orderId}`, { headers: { 'x-session-id': s.sessionId } });
    const body = (await res.json()) as { items?: { productId: number; quantity: number }[] };
    const items = body.items?.map((i) => [i.productId, i.quantity]);
    if (res.status !== 200 || !isDeepStrictEqual(items, [[s.productId, s.quantity]])) problems.push(`GET /api/orders/${s.orderId} after restart: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return problems;
}

export const newShoppers = (n: number): Shopper[] =>
  Array.from({ length: n }, (_, i) => ({
    sessionId: randomUUID(),
    viewer: `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`,
    productId: PRODUCTS[i % PRODUCTS.length]!,
    quantity: 1 + (i % 2),
    outcome: 'not sent',
  }));

export const tally = (shoppers: Shopper[]) => {
  const count = (o: Outcome) => shoppers.filter((s) => s.outcome === o).length;
  return `${count('ok')} ok, ${count('lost')} in flight, ${count('rejected')} rejected, ${count('cart only') + count('not sent')} not ordered`;
};

export const alive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Items that differ between two scans, rate-limit counters aside (reads may count themselves). */
export function diffScans(a: Map<string, Item>, b: Map<string, Item>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => !k.startsWith('RATE#') && !isDeepStrictEqual(a.get(k), b.get(k)));
}

/**
 * Scans until two scans 300 ms apart agree: requests the runtime had already sent when it died are still
 * applied by the database after the SIGKILL (as DynamoDB would), so the first scan can predate them.
 */
export async function settledScan(endpoint: string, timeoutMs = 15_000): Promise<{ items: Map<string, Item>; settleMs: number }> {
  const t0 = Date.now();
  let last = await scanTable(endpoint);
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const next = await scanTable(endpoint);
    if (diffScans(last, next).length === 0 || Date.now() - t0 > timeoutMs) return { items: next, settleMs: Date.now() - t0 };
    last = next;
  }
}
