import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** Steps of the /admin journeys: the local sign-in, pieces and paid orders made through the API, checks. */

/** The local sign-in that `npm start` prints (data/local-issuer/admin.json, made on first start). */
export const ADMIN = { username: 'artisan', password: 'crystal-admin' };

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function screenshot(page: Page, info: TestInfo, name: string) {
  mkdirSync('.reports/admin-screens', { recursive: true });
  await page.screenshot({ path: `.reports/admin-screens/${name}-${info.project.name}.png`, fullPage: true });
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/local-auth/token', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** A piece of this test's own (so the seed catalogue other journeys rely on stays as it is), at $49 and 8 in stock unless given. */
export async function createPiece(request: APIRequestContext, token: string, name: string, { price = '49.00', stockQuantity = 8 } = {}) {
  const template = (await (await request.get('/api/products/1')).json()) as { images: { id: string }[] };
  const res = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'A test piece for the admin journey.',
      price,
      categoryId: 2,
      materials: ['Natural Stone'],
      gemstones: ['Fluorite'],
      weight: '120.00',
      sku: `E2E-${randomUUID().slice(0, 8).toUpperCase()}`,
      stockQuantity,
      isFeatured: false,
      isActive: true,
      careInstructions: 'Keep dry.',
      images: [{ id: template.images[0]!.id, alt: `${name}, front view` }],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; sku: string } & Record<string, unknown>;
}

/** The checkout journey through the real API: cart, order, sandbox payment with Stripe's 4242 test card. */
export async function placePaidOrder(request: APIRequestContext, productId: number): Promise<number> {
  const headers = { 'x-session-id': randomUUID() };
  expect((await request.post('/api/cart', { headers, data: { productId, quantity: 1 } })).status()).toBe(200);
  const address = { street: '123 Crystal Lane', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1', country: 'Canada' };
  const order = await request.post('/api/orders', {
    headers,
    data: {
      customerEmail: 'juniper@example.ca',
      customerPhone: '204-555-0142',
      firstName: 'Juniper',
      lastName: 'Fairweather',
      shippingAddress: address,
      billingAddress: address,
      sameAsShipping: true,
      status: 'pending',
      currency: 'CAD',
    },
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: number };
  const intent = await request.post('/api/create-payment-intent', { headers, data: { orderId: id } });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await request.post('/api/sandbox/confirm', { headers, data: { orderId: id, clientSecret, cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status()).toBe(200);
  return id;
}

export async function signIn(page: Page) {
  await page.goto('./admin');
  await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

type AdminPiece = Record<string, unknown> & {
  images: { id: string; alt: string }[];
  options?: { name: string; values: { value: string; stockQuantity?: number }[] }[];
};

/**
 * One more finished unit of a piece in one option value (a size-7 ring), through the product editor's
 * route, so that a journey buying it leaves the seed's counts other journeys rely on as they were.
 */
export async function addValueStock(request: APIRequestContext, productId: number, option: string, value: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const current = (await (await request.get(`/api/admin/products/${productId}`, { headers })).json()) as AdminPiece;
  const { id: _id, imageUrl: _i, imageUrls: _u, soldCount: _s, createdAt: _c, updatedAt: _d, translations: _t, frDraft: _f, ...input } = current;
  const options = current.options!.map((o) =>
    o.name !== option ? o : { ...o, values: o.values.map((v) => (v.value === value ? { ...v, stockQuantity: (v.stockQuantity ?? 0) + 1 } : v)) },
  );
  const res = await request.put(`/api/admin/products/${productId}`, {
    headers,
    data: { ...input, options, images: current.images.map(({ id, alt }) => ({ id, alt })) },
  });
  expect(res.status()).toBe(200);
}

/**
 * A copy of a piece (its options, engraving questions and made-to-order time), under a new name and SKU,
 * for a journey that buys it: the seed's counts other journeys rely on stay as they were.
 */
export async function copyPiece(request: APIRequestContext, productId: number): Promise<AdminPiece & { id: number }> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const current = (await (await request.get(`/api/admin/products/${productId}`, { headers })).json()) as AdminPiece;
  const { id: _id, imageUrl: _i, imageUrls: _u, soldCount: _s, createdAt: _c, updatedAt: _d, translations: _t, frDraft: _f, ...input } = current;
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const res = await request.post('/api/admin/products', {
    headers,
    data: { ...input, name: `${String(current.name)} ${suffix}`, sku: `E2E-${suffix}`, images: current.images.map(({ id, alt }) => ({ id, alt })) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as AdminPiece & { id: number };
}

/** Takes a journey's own piece out of the shop once it has been bought, so listings and the guide show the seed as it was. */
export async function archivePiece(request: APIRequestContext, productId: number) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const current = (await (await request.get(`/api/admin/products/${productId}`, { headers })).json()) as AdminPiece;
  const { id: _id, imageUrl: _i, imageUrls: _u, soldCount: _s, createdAt: _c, updatedAt: _d, translations: _t, frDraft: _f, ...input } = current;
  const res = await request.put(`/api/admin/products/${productId}`, { headers, data: { ...input, isActive: false, images: current.images.map(({ id, alt }) => ({ id, alt })) } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens a folded section of an /admin form by its id (`section-<id>`); one already open (a wide screen's) stays open. */
export async function unfold(page: Page, id: string) {
  const section = page.getByTestId(`section-${id}`);
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
  await expect(section).toHaveAttribute('open', '');
}
