import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/test';
import { archivePiece, copyPiece, createPiece, adminToken, signIn } from './support/admin-steps';
import { mailPart, outboxHas } from './support/french-checkout-steps';

const SCREENS = '.reports/admin-screens';

/** A paid order of a ring and a copy of the seed's made-to-order bangle, through the real API and the sandbox card. */
async function ringAndBangle(request: APIRequestContext) {
  const token = await adminToken(request);
  const ring = await createPiece(request, token, `Garnet Ring ${randomUUID().slice(0, 4)}`);
  const seed = (await (await request.get('/api/products')).json()) as { id: number; madeToOrder?: unknown }[];
  const bangle = await copyPiece(request, seed.find((p) => p.madeToOrder)!.id);
  const headers = { 'x-session-id': randomUUID() };
  expect((await request.post('/api/cart', { headers, data: { productId: ring.id, quantity: 1 } })).status()).toBe(200);
  const size = bangle.options![0]!;
  const added = await request.post('/api/cart', { headers, data: { productId: bangle.id, quantity: 1, options: { [size.name]: size.values[1]!.value } } });
  expect(added.status(), await added.text()).toBe(200);
  const address = { street: '88 Osborne St', city: 'Winnipeg', province: 'MB', postalCode: 'R3L 1Y5', country: 'Canada' };
  const placed = await request.post('/api/orders', {
    headers,
    data: { customerEmail: 'wren@example.ca', customerPhone: '204-555-0142', firstName: 'Wren', lastName: 'Ashby', shippingAddress: address, billingAddress: address, sameAsShipping: true },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  const intent = (await (await request.post('/api/create-payment-intent', { headers, data: { orderId: id } })).json()) as { clientSecret: string };
  expect((await request.post('/api/sandbox/confirm', { headers, data: { orderId: id, clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' } })).status()).toBe(200);
  // Bought: out of the shop again, so listings and the guide show the seed as it was.
  for (const piece of [ring.id, bangle.id]) await archivePiece(request, piece);
  return { id, ringName: String(ring.name), bangleName: String(bangle.name) };
}

// Her day on a phone: one run, at a phone's width.
test('the ring ships first with its tracking; the shopper reads one part shipped and the bangle’s date; the bangle ships once made and the order reads shipped', { tag: '@phone-only' }, async ({ page, request, browser }) => {
  const { id, ringName, bangleName } = await ringAndBangle(request);
  await expect.poll(() => outboxHas(`order-${id}-confirmation.eml`)).toBe(true);
  const link = /(http:\/\/[^\s\]]+\/order-confirmation\?order_id=\d+&key=[\w.-]+)/.exec(mailPart(`order-${id}-confirmation.eml`, 'text/plain'))?.[1];
  expect(link).toBeTruthy();

  await signIn(page);
  await page.goto(`./admin/orders/${id}`);
  const parcels = page.getByTestId('parcels');
  // The bangle is not made yet: it starts unticked; the ring is ready.
  await expect(parcels.getByRole('checkbox', { name: `Ship ${ringName}` })).toBeChecked();
  await expect(parcels.getByRole('checkbox', { name: `Ship ${bangleName}` })).not.toBeChecked();
  await parcels.getByLabel('Parcel tracking number').fill('7023210039414604');
  await parcels.getByRole('button', { name: 'Ship these lines' }).click();
  await expect(page.getByTestId('toast').getByText(`Parcel sent: order #${id} is partly shipped`)).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('Partly shipped');
  await expect(parcels.getByTestId('parcel')).toContainText(`1 × ${ringName}`);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/order-parcels-phone.png`, fullPage: true });

  // The parcel's mail: what it holds, and the bangle still being made with its date.
  await expect.poll(() => outboxHas(`order-${id}-shipped-1.eml`)).toBe(true);
  const mail = mailPart(`order-${id}-shipped-1.eml`, 'text/plain');
  expect(mail).toContain(`1 × ${ringName}`);
  expect(mail).toMatch(new RegExp(`1 × ${bangleName}: being made, estimated to ship by \\w+day, \\w+ \\d+, \\d{4}`));

  // The shopper's page, opened from her mail in a fresh phone browser.
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const status = await shopper.newPage();
  await status.goto(link!);
  await expect(status.getByTestId('order-status')).toHaveText('Partly shipped');
  await expect(status.getByTestId('parcel')).toContainText(`1 × ${ringName}`);
  await expect(status.getByTestId('still-coming')).toContainText(`1 × ${bangleName}: being made, estimated to ship by`);
  await status.screenshot({ path: `${SCREENS}/status-partly-shipped-phone.png`, fullPage: true });

  // Later: the bangle is made, and ships.
  await parcels.getByRole('button', { name: 'Mark made' }).click();
  await expect(parcels.getByRole('checkbox', { name: `Ship ${bangleName}` })).toBeChecked();
  await parcels.getByLabel('Parcel tracking number').fill('7023210039414605');
  await parcels.getByRole('button', { name: 'Ship all that is left' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Shipped');
  await expect(parcels.getByTestId('parcel')).toHaveCount(2);
  await expect.poll(() => outboxHas(`order-${id}-shipped-2.eml`)).toBe(true);
  expect(mailPart(`order-${id}-shipped-2.eml`, 'text/plain')).toContain('This parcel completes your order.');

  await status.reload();
  await expect(status.getByTestId('order-status')).toHaveText('Shipped');
  await expect(status.getByTestId('parcel')).toHaveCount(2);
  await expect(status.getByTestId('still-coming')).toHaveCount(0);
  await shopper.close();
});
