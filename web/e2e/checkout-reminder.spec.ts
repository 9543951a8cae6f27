import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/test';
import { adminToken, archivePiece, createPiece, placePaidOrder } from './support/admin-steps';
import { mailPart } from './support/french-checkout-steps';
import { dataDir, outboxDir } from './support/outbox-dir';

/**
 * Issue 47's unfinished checkout: an order left unpaid gets one reminder from the job run 5 hours later
 * (`npm run job -- abandoned-checkout --as-of <time>`), and none on a second run; its link brings the
 * cart back and names the piece that sold in between; a paid order gets none.
 */

const HOUR = 3_600_000;

/** The reminder job, as of a time, against this project's local server data (as `npm run job` runs it). */
const runReminderJob = (asOf: Date) =>
  execFileSync('npx', ['tsx', 'scripts/local/run-job.ts', 'abandoned-checkout', '--as-of', asOf.toISOString(), '--data-dir', dataDir()], { encoding: 'utf8' });

const remindersOf = (orderId: number) => readdirSync(outboxDir()).filter((f) => f.startsWith(`order-${orderId}-reminder`));

/** A checkout left at the payment step: the order is placed (pending), never paid. */
async function placeUnpaidOrder(request: APIRequestContext, email: string, productIds: number[]): Promise<number> {
  const headers = { 'x-session-id': randomUUID() };
  for (const productId of productIds) expect((await request.post('/api/cart', { headers, data: { productId, quantity: 1 } })).status()).toBe(200);
  const address = { street: '88 Moonrise Road', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1', country: 'Canada' };
  const order = await request.post('/api/orders', {
    headers,
    data: { customerEmail: email, customerPhone: '204-555-0199', firstName: 'Wren', lastName: 'Holloway', shippingAddress: address, billingAddress: address, sameAsShipping: true, status: 'pending', currency: 'CAD' },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: number }).id;
}

test('an unpaid order gets one reminder 5 hours on; its link brings the cart back and names the piece sold since; a paid one gets none @phone-only', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const settings = (await (await request.get('/api/admin/settings', { headers })).json()) as Record<string, unknown>;
  const { abandonedCheckout: was } = settings as { abandonedCheckout: { enabled: boolean; delayHours: number } };
  const suffix = randomUUID().slice(0, 6);
  const stays = await createPiece(request, headers.authorization.slice(7), `Reminder Moon Pendant ${suffix}`);
  const sells = await createPiece(request, headers.authorization.slice(7), `Reminder Last Geode ${suffix}`, { stockQuantity: 2 });
  try {
    const on = await request.put('/api/admin/settings', { headers, data: { ...settings, abandonedCheckout: { enabled: true, delayHours: 4 } } });
    expect(on.status(), await on.text()).toBe(200);

    const unpaid = await placeUnpaidOrder(request, `wren-${suffix}@example.ca`, [stays.id, sells.id]);
    // Meanwhile another shopper buys the geode's last one and pays: that order is never reminded.
    const paid = await placePaidOrder(request, sells.id);

    runReminderJob(new Date(Date.now() + 5 * HOUR));
    expect(remindersOf(unpaid)).toHaveLength(1);
    expect(remindersOf(paid)).toHaveLength(0);
    runReminderJob(new Date(Date.now() + 5.5 * HOUR));
    expect(remindersOf(unpaid)).toHaveLength(1);

    const text = mailPart(remindersOf(unpaid)[0]!, 'text/plain');
    expect(text).toContain(stays.name as string);
    const token = /checkout\/resume\/([A-Za-z0-9._-]+)/.exec(text)?.[1];
    expect(token, text).toBeTruthy();

    await page.goto(`checkout/resume/${token}`);
    await expect(page.getByTestId('resume-done')).toBeVisible();
    await expect(page.getByTestId('resume-sold')).toHaveText(`${sells.name as string} has sold since your order: it could not come back.`);
    await page.getByRole('link', { name: 'See your cart' }).click();
    await expect(page.getByText(stays.name as string).first()).toBeVisible();
    await expect(page.getByText(sells.name as string)).toHaveCount(0);
  } finally {
    await request.put('/api/admin/settings', { headers, data: { ...settings, abandonedCheckout: { enabled: was.enabled, delayHours: was.delayHours } } });
    await archivePiece(request, stays.id);
    await archivePiece(request, sells.id);
  }
});
