import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './support/outbox-dir';
import { expect, test, type APIRequestContext } from './support/test';
import { adminToken, createPiece, signIn } from './support/admin-steps';

function mails(prefix: string, since: number): string[] {
  try {
    return readdirSync(outboxDir()).filter((f) => f.startsWith(prefix) && statSync(path.join(outboxDir(), f)).mtimeMs >= since).sort();
  } catch {
    return [];
  }
}

function text(file: string): string {
  const eml = readFileSync(path.join(outboxDir(), file), 'utf8');
  const match = /Content-Type: text\/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=]+)/.exec(eml);
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
}

/** Two pieces of this test's own, one of each, bought to Manitoba and paid with the sandbox's test card. */
async function paidTwoLineOrder(request: APIRequestContext, productIds: number[]): Promise<number> {
  const headers = { 'x-session-id': randomUUID() };
  for (const productId of productIds) expect((await request.post('/api/cart', { headers, data: { productId, quantity: 1 } })).status()).toBe(200);
  const address = { street: '123 Crystal Lane', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1', country: 'Canada' };
  const order = await request.post('/api/orders', {
    headers,
    data: { customerEmail: 'juniper@example.ca', customerPhone: '204-555-0142', firstName: 'Juniper', lastName: 'Fairweather', shippingAddress: address, billingAddress: address, sameAsShipping: true },
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: number };
  const { clientSecret } = (await (await request.post('/api/create-payment-intent', { headers, data: { orderId: id } })).json()) as { clientSecret: string };
  expect((await request.post('/api/sandbox/confirm', { headers, data: { orderId: id, clientSecret, cardNumber: '4242 4242 4242 4242' } })).status()).toBe(200);
  return id;
}

// One run is enough: the form is checked at a phone's width, the figures are the server's.
test.describe('refund by the line', { tag: '@phone-only' }, () => {
  test('one of two pieces back in stock from the order page: the live figures, one refund mail naming it, the piece back on the shelf', async ({ request, page }) => {
    const started = Date.now() - 1000;
    const token = await adminToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const suffix = randomUUID().slice(0, 4);
    const kept = await createPiece(request, token, `Kept Fluorite ${suffix}`);
    const returned = await createPiece(request, token, `Returned Fluorite ${suffix}`);
    const id = await paidTwoLineOrder(request, [kept.id, returned.id]);

    await signIn(page);
    await page.goto(`./admin/orders/${id}`);
    await page.getByRole('button', { name: 'Refund payment' }).click();
    const form = page.getByRole('form', { name: 'Refund by the line' });
    await expect(form.getByTestId('refund-total')).toHaveText('$0.00');
    await form.getByRole('button', { name: `One more Returned Fluorite ${suffix}` }).click();
    // 49.00 of 98.00 to MB: GST 2.45 (of 4.90), RST 3.43 (of 6.86); 54.88 of 109.76.
    await expect(form.getByTestId('refund-total')).toHaveText('$54.88');
    await expect(form.getByTestId('refund-figures')).toContainText('$2.45');
    await expect(form.getByTestId('refund-figures')).toContainText('$3.43');
    await expect(form.getByLabel(`Put Returned Fluorite ${suffix} back in stock`)).toBeChecked();
    await form.getByRole('button', { name: 'Refund $54.88' }).click();
    await expect(page.getByTestId('refund-made')).toContainText(`1 × Returned Fluorite ${suffix}: $49.00, back in stock`);

    await expect.poll(() => mails(`order-${id}-refunded`, started)).toEqual([`order-${id}-refunded-5488.eml`]);
    const mail = text(`order-${id}-refunded-5488.eml`);
    for (const fact of ['This refund gave back:', `1 × Returned Fluorite ${suffix}`, '$49.00', '$2.45', '$3.43', '$54.88']) expect(mail).toContain(fact);

    const piece = async (productId: number) => (await (await request.get(`/api/admin/products/${productId}`, { headers: auth })).json()) as { stockQuantity: number };
    expect((await piece(returned.id)).stockQuantity).toBe(8);
    expect((await piece(kept.id)).stockQuantity).toBe(7);
  });
});
