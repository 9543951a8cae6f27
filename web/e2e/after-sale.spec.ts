import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './support/outbox-dir';
import { expect, test, type APIRequestContext, type Browser } from './support/test';
import { signIn, unfold } from './support/admin-steps';

const SCREENS = '.reports/after-sale-screens';
const ADMIN = { username: 'artisan', password: 'crystal-admin' };
const TRACKING = '7023210039414604';
const GIFT_NOTE = 'Happy birthday, Mira!\nLove, Wren';

/** Mails written since `since` whose file name starts with `prefix`. */
function mails(prefix: string, since: number): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir());
  } catch {
    return [];
  }
  return files.filter((f) => f.startsWith(prefix) && statSync(path.join(outboxDir(), f)).mtimeMs >= since).sort();
}

function part(file: string, type: 'text/plain' | 'text/html'): string {
  const eml = readFileSync(path.join(outboxDir(), file), 'utf8');
  const match = new RegExp(`Content-Type: ${type}; charset=UTF-8\\r\\nContent-Transfer-Encoding: base64\\r\\n\\r\\n([A-Za-z0-9+/=]+)`).exec(eml);
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
}

/** Renders an email's HTML part in Chromium at a phone's width and keeps a screenshot of it. */
async function screenshotMail(browser: Browser, file: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.setContent(part(file, 'text/html'), { waitUntil: 'load' });
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/email-${name}.png`, fullPage: true });
  await context.close();
}

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/local-auth/token', { data: ADMIN });
  return ((await res.json()) as { idToken: string }).idToken;
}

async function paidOrder(request: APIRequestContext, productId: number, quantity: number) {
  const headers = { 'x-session-id': randomUUID() };
  expect((await request.post('/api/cart', { headers, data: { productId, quantity } })).status()).toBe(200);
  const address = { street: '88 Osborne St', city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6', country: 'Canada' };
  const order = await request.post('/api/orders', {
    headers,
    data: { customerEmail: 'wren@example.ca', customerPhone: '416-555-0142', firstName: 'Wren', lastName: 'Ashby', shippingAddress: address, billingAddress: address, sameAsShipping: true, giftNote: GIFT_NOTE },
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: number };
  const intent = (await (await request.post('/api/create-payment-intent', { headers, data: { orderId: id } })).json()) as { clientSecret: string };
  const paid = await request.post('/api/sandbox/confirm', { headers, data: { orderId: id, clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status()).toBe(200);
  return id;
}

// One run is enough: the journey is server-side, and its pages are checked at a phone width.
test.describe('after the sale', { tag: '@phone-only' }, () => {
  test('paid -> mails once; shipped with Canada Post -> one mail and a tracking link; the order link opens with no session', async ({ request, browser, page: admin }) => {
    const started = Date.now() - 1000;
    const token = await adminToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const template = (await (await request.get('/api/products/1')).json()) as { images: { id: string }[] };
    const created = await request.post('/api/admin/products', {
      headers: auth,
      data: {
        name: `Tourmaline Pendant ${randomUUID().slice(0, 4)}`, description: 'A pendant for the after-sale journey.', price: '60.00', categoryId: 2,
        materials: ['Sterling Silver'], gemstones: ['Tourmaline'], weight: '8.00', sku: `E2E-${randomUUID().slice(0, 8).toUpperCase()}`,
        stockQuantity: 7, isFeatured: false, isActive: true, careInstructions: 'Keep dry.', images: [{ id: template.images[0]!.id, alt: 'A tourmaline pendant' }],
      },
    });
    expect(created.status()).toBe(201);
    const piece = (await created.json()) as { id: number };
    const id = await paidOrder(request, piece.id, 2);

    // The shopper once, with the disclosures; the artisan once; and the piece reached the threshold (7 -> 5).
    await expect.poll(() => mails(`order-${id}-`, started)).toEqual([`order-${id}-artisan-new.eml`, `order-${id}-confirmation.eml`]);
    expect(mails(`product-${piece.id}-`, started)).toEqual([`product-${piece.id}-low-stock-order-${id}.eml`]);
    const confirmation = part(`order-${id}-confirmation.eml`, 'text/plain');
    for (const fact of ['Sacred Crystal Jewelry', 'Winnipeg, Manitoba, Canada', '(204) 555-0123', 'hello@sacredcrystaljewelry.ca', '2 × Tourmaline Pendant', 'HST (13%)', '$15.60', 'Total (CAD)', '$135.60', 'Ships within', 'return a piece within 30 days']) {
      expect(confirmation).toContain(fact);
    }
    expect(confirmation).toContain('Questions? Reply to this email or write to hello@sacredcrystaljewelry.ca, or call (204) 555-0123.');
    expect(part(`order-${id}-artisan-new.eml`, 'text/plain')).toContain('Happy birthday, Mira!\nLove, Wren');
    const link = /(http:\/\/[^\s\]]+\/order-confirmation\?order_id=\d+&key=[\w.-]+)/.exec(confirmation)?.[1];
    expect(link).toBeTruthy();

    // Shipped with a Canada Post number, twice: one mail, with the number and the tracking link.
    const ship = { status: 'shipped', carrier: 'canada_post', trackingNumber: TRACKING };
    for (let i = 0; i < 2; i++) expect((await request.post(`/api/admin/orders/${id}/status`, { headers: auth, data: ship })).status()).toBe(200);
    expect((await request.post(`/api/admin/orders/${id}/status`, { headers: auth, data: { ...ship, trackingNumber: 'CP-1' } })).status()).toBe(400);
    expect(mails(`order-${id}-shipped`, started)).toEqual([`order-${id}-shipped.eml`]);
    const shippedHtml = part(`order-${id}-shipped.eml`, 'text/html');
    expect(shippedHtml).toContain(TRACKING);
    expect(shippedHtml).toContain(`href="https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${TRACKING}"`);

    // A partial refund from /admin: one mail; above what was paid: 400.
    expect((await request.post(`/api/admin/orders/${id}/status`, { headers: auth, data: { status: 'refunded', refundAmount: '500.00' } })).status()).toBe(400);
    const refund = { status: 'refunded', refundAmount: '15.60', requestId: randomUUID() };
    for (let i = 0; i < 2; i++) expect((await request.post(`/api/admin/orders/${id}/status`, { headers: auth, data: refund })).status()).toBe(200);
    expect(mails(`order-${id}-refunded`, started)).toEqual([`order-${id}-refunded-1560.eml`]);

    // The packing slip in /admin prints the gift note; the overview asks for the seller's real phone.
    await signIn(admin);
    await expect(admin.getByTestId('finish-settings')).toContainText("your phone (the demo's 555 number reaches no one)");
    mkdirSync(SCREENS, { recursive: true });
    await admin.screenshot({ path: `${SCREENS}/admin-overview-finish-settings-phone.png` });
    await admin.goto(`./admin/orders/${id}/packing-slip`);
    await expect(admin.getByTestId('packing-slip')).toContainText('Tourmaline Pendant');
    await expect(admin.getByTestId('gift-note')).toHaveText(/Gift note\s*Happy birthday, Mira!\s*Love, Wren/);
    await admin.screenshot({ path: `${SCREENS}/packing-slip-phone.png`, fullPage: true });

    // The order link in a fresh browser: no session, no local storage, on a phone.
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await fresh.newPage();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: `Order #${id}` })).toBeVisible();
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline.locator('[data-step="paid"]')).toHaveAttribute('data-done', 'true');
    await expect(timeline.locator('[data-step="shipped"]')).toContainText('Canada Post');
    await expect(page.getByTestId('tracking-link')).toHaveAttribute('href', `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${TRACKING}`);
    await expect(timeline.locator('[data-step="refunded"]')).toContainText('$15.60');
    expect(page.url()).not.toMatch(/session/i);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/status-page-phone.png`, fullPage: true });
    // A tampered link reveals nothing.
    await page.goto(link!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    await expect(page.getByTestId('order-not-found')).toBeVisible();
    await fresh.close();

    // Delivered, then screenshots of each email's HTML.
    await request.post(`/api/admin/orders/${id}/status`, { headers: auth, data: { status: 'delivered' } });
    await expect.poll(() => mails(`order-${id}-delivered`, started)).toHaveLength(1);
    for (const [file, name] of [
      [`order-${id}-confirmation.eml`, 'confirmation'],
      [`order-${id}-artisan-new.eml`, 'artisan-new-order'],
      [`order-${id}-shipped.eml`, 'shipped'],
      [`order-${id}-delivered.eml`, 'delivered'],
      [`order-${id}-refunded-1560.eml`, 'refunded-partial'],
      [`product-${piece.id}-low-stock-order-${id}.eml`, 'artisan-low-stock'],
    ] as const) {
      await screenshotMail(browser, file, name);
    }
  });

  test('settings in /admin: a phone outside Canada is refused, a Canadian one ends the overview prompt; the studio hours show on /contact and the return window on /returns', async ({ page, request }) => {
    const auth = { authorization: `Bearer ${await adminToken(request)}` };
    const before = (await (await request.get('/api/admin/settings', { headers: auth })).json()) as Record<string, unknown>;
    try {
      await signIn(page);
      await page.goto('./admin/settings');
      // A phone outside Canada is refused with the field's own message; a Canadian one is kept in its national form.
      await page.getByLabel('Phone').fill('212-555-0100');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Phone must be a Canadian number, e.g. (204) 555-0123').first()).toBeVisible();
      await page.getByLabel('Phone').fill('204 943 2100');
      await page.getByLabel('Return window (days)').fill('45');
      // The studio's week: Saturday 11 to 4, Sunday closed (its section folds on a phone).
      await unfold(page, 'hours');
      await page.getByLabel('Saturday opens').fill('11:00');
      await page.getByLabel('Saturday closes').fill('16:00');
      await page.getByRole('combobox', { name: 'Sunday' }).selectOption('closed');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved').first()).toBeVisible();
      await expect(page.getByLabel('Phone')).toHaveValue('(204) 943-2100');
      // With a real phone, the overview no longer asks to finish the settings.
      await page.goto('./admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expect(page.getByText('To ship')).toBeVisible();
      await expect(page.getByTestId('finish-settings')).toHaveCount(0);

      // The contact page and the home page's structured data read the week as saved.
      await page.goto('./contact');
      const hours = page.getByRole('listitem').filter({ hasText: 'Studio hours' }).getByRole('list');
      await expect(hours).toContainText('Sat 11:00 AM-4:00 PM');
      await expect(hours).not.toContainText('Sun by appointment');
      await page.goto('./');
      const store = await page.locator('script[type="application/ld+json"]').evaluateAll((els) =>
        els.map((e) => JSON.parse(e.textContent ?? '{}') as { '@type'?: string; openingHoursSpecification?: unknown }).find((d) => d['@type'] === 'JewelryStore'),
      );
      expect(store?.openingHoursSpecification).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '11:00', closes: '16:00' });

      await page.goto('./returns');
      const row = page.getByRole('row', { name: /Satisfaction guarantee/ });
      await expect(row).toContainText('45 days');
      await expect(row).not.toContainText('30 days');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Return any piece within 45 days/);
    } finally {
      // Back to the saved settings, so the other journeys see the shop as it was.
      expect((await request.put('/api/admin/settings', { headers: auth, data: before })).status()).toBe(200);
    }
  });
});
