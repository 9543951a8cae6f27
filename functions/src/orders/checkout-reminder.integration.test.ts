import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { makeProduct } from '../catalog/product.factory';
import { ADMIN_CLAIMS } from '../test/route-examples';
import { signToken } from '../lib/links/signed-token';
import { getShopSettings } from '../settings';
import { handler as abandonedCheckout } from '../jobs/abandoned-checkout';
import { orderBody, sessionWithCart } from './checkout.factory';

const HOUR = 3_600_000;
const FR = { name: 'Jonc en aigue-marine', description: 'Un jonc en argent sterling.', careInstructions: '' };

/** Turns the reminder on or off through the settings screen's own request. */
async function setReminder(enabled: boolean, delayHours = 4) {
  const settings = await getShopSettings();
  const res = await invoke('PUT', '/api/admin/settings', { claims: ADMIN_CLAIMS, body: { ...settings, abandonedCheckout: { enabled, delayHours } } });
  expect(res.status, res.text).toBe(200);
  return res.body.abandonedCheckout as { enabled: boolean; delayHours: number; enabledSince: string | null };
}

async function place(lines: { productId: number; quantity: number }[], overrides: Record<string, unknown> = {}) {
  const session = await sessionWithCart(lines);
  const res = await invoke('POST', '/api/orders', { headers: session.headers, body: orderBody('QC', overrides) });
  expect(res.status, res.text).toBe(201);
  return { ...session, id: res.body.id as number };
}

/** Runs the job as `npm run job -- abandoned-checkout --as-of <time>` does. */
const runAt = (at: Date) => abandonedCheckout({ asOf: at.toISOString() });
const reminderOf = async (id: number) => (await outboxFiles(`order-${id}-reminder`))[0];
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('the checkout reminder', () => {
  beforeAll(async () => {
    // Off by default: an order placed before she turns it on is never reminded.
    expect((await getShopSettings()).abandonedCheckout).toEqual({ enabled: false, delayHours: 4, enabledSince: null });
  });

  it('sends nothing while off, and nothing for an order placed before it was turned on', async () => {
    const piece = await makeProduct({ stockQuantity: 5 });
    const { id } = await place([{ productId: piece.id, quantity: 1 }], { customerEmail: `off-${randomUUID()}@example.ca` });
    await runAt(later(5));
    expect(await reminderOf(id)).toBeUndefined();
    const on = await setReminder(true, 4);
    expect(on.enabledSince).toMatch(/^\d{4}-/);
    await runAt(later(5));
    expect(await reminderOf(id)).toBeUndefined();
  });

  it('refuses a delay outside 1 to 72 hours, and keeps it when a client leaves it out', async () => {
    const settings = await getShopSettings();
    for (const delayHours of [0, 73, 2.5]) {
      const res = await invoke('PUT', '/api/admin/settings', { claims: ADMIN_CLAIMS, body: { ...settings, abandonedCheckout: { enabled: true, delayHours } } });
      expect(res.status).toBe(400);
    }
    const { abandonedCheckout: _kept, ...older } = settings;
    const res = await invoke('PUT', '/api/admin/settings', { claims: ADMIN_CLAIMS, body: older });
    expect(res.status, res.text).toBe(200);
    expect(res.body.abandonedCheckout).toEqual(settings.abandonedCheckout);
  });

  it('sends one reminder at the delay, naming the pieces, with the shop’s address and an unsubscribe link, and never a second', async () => {
    const piece = await makeProduct({ name: 'Moonstone Ring', stockQuantity: 5 });
    const { id } = await place([{ productId: piece.id, quantity: 2 }], { customerEmail: `wait-${randomUUID()}@example.ca` });
    await runAt(later(3.9));
    expect(await reminderOf(id)).toBeUndefined();
    await runAt(later(4.1));
    const file = await reminderOf(id);
    expect(file).toBeDefined();
    const mail = await readMail(file!);
    expect(mail.text).toContain('Moonstone Ring x 2');
    expect(mail.text).toMatch(/\/shop\/checkout\/resume\/[\w-]+\.\d+\.[\w-]{43}/);
    const settings = await getShopSettings();
    expect(mail.text).toContain(settings.legalName);
    expect(mail.text).toContain(settings.address);
    expect(mail.text).toMatch(/\/shop\/unsubscribe\?token=/);
    expect(mail.headers).toContain('List-Unsubscribe');
    await runAt(later(5));
    expect(await outboxFiles(`order-${id}-reminder`)).toHaveLength(1);
  });

  it('reminds an order whose reservation ran out, and never one paid', async () => {
    const piece = await makeProduct({ stockQuantity: 5 });
    const expired = await place([{ productId: piece.id, quantity: 1 }], { customerEmail: `expired-${randomUUID()}@example.ca` });
    const { releaseExpiredReservations } = await import('./release-expired');
    await releaseExpiredReservations(later(1));
    const paid = await place([{ productId: piece.id, quantity: 1 }], { customerEmail: `paid-${randomUUID()}@example.ca` });
    const intent = await invoke('POST', '/api/create-payment-intent', { headers: paid.headers, body: { orderId: paid.id } });
    const pay = await invoke('POST', '/api/sandbox/confirm', {
      headers: paid.headers,
      body: { orderId: paid.id, clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' },
    });
    expect(pay.status, pay.text).toBe(200);
    await runAt(later(4.5));
    expect(await reminderOf(expired.id)).toBeDefined();
    expect(await reminderOf(paid.id)).toBeUndefined();
  });

  it('sends nothing to an address that unsubscribed', async () => {
    const email = `gone-${randomUUID()}@example.ca`;
    const token = await signToken('unsubscribe', email, 30);
    expect((await invoke('POST', `/api/newsletter/unsubscribe/${token}`, { rawBody: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    const piece = await makeProduct({ stockQuantity: 5 });
    const { id } = await place([{ productId: piece.id, quantity: 1 }], { customerEmail: email });
    await runAt(later(4.5));
    expect(await reminderOf(id)).toBeUndefined();
  });

  it('writes a French order’s reminder in French with the French names and link', async () => {
    const piece = await makeProduct({ stockQuantity: 5, translations: { fr: FR } });
    const { id } = await place([{ productId: piece.id, quantity: 1 }], { language: 'fr', customerEmail: `fr-${randomUUID()}@example.ca` });
    await runAt(later(4.5));
    const mail = await readMail((await reminderOf(id))!);
    expect(mail.text).toContain('Bonjour Luna,');
    expect(mail.text).toContain('Jonc en aigue-marine x 1');
    expect(mail.text).toMatch(/\/shop\/fr\/checkout\/resume\/[\w-]+\.\d+\.[\w-]{43}/);
  });

  it('brings the cart back at today’s prices into the opener’s session and names a piece sold since', async () => {
    const kept = await makeProduct({ name: 'Amber Drop', priceCents: 4000, stockQuantity: 5 });
    const sold = await makeProduct({ name: 'Last Opal', stockQuantity: 1 });
    const { id } = await place(
      [
        { productId: kept.id, quantity: 1 },
        { productId: sold.id, quantity: 1 },
      ],
      { customerEmail: `resume-${randomUUID()}@example.ca` },
    );
    await runAt(later(4.5));
    const mail = await readMail((await reminderOf(id))!);
    const token = /checkout\/resume\/([\w-]+\.\d+\.[\w-]{43})/.exec(mail.text)![1]!;
    // Today's price: she raised it since the order.
    await makeProduct({ id: kept.id, name: 'Amber Drop', priceCents: 5200, stockQuantity: 5 });
    const headers = sessionHeaders(randomUUID());
    const res = await invoke('POST', '/api/checkout/resume', { headers, body: { token } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.items).toEqual([expect.objectContaining({ productId: kept.id, quantity: 1, product: expect.objectContaining({ price: '52.00' }) })]);
    expect(res.body.soldSince).toEqual([{ name: 'Last Opal', wanted: 1, added: 0 }]);
    const cart = await invoke('GET', '/api/cart', { headers });
    expect(cart.body.map((i: { productId: number }) => i.productId)).toEqual([kept.id]);
    // A tampered or foreign link is a 404; a hostile body a 400.
    expect((await invoke('POST', '/api/checkout/resume', { headers, body: { token: `${token}x` } })).status).toBe(404);
    expect((await invoke('POST', '/api/checkout/resume', { headers, body: { token: 7 } })).status).toBe(400);
  });
});
