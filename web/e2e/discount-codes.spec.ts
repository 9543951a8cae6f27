import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminToken, createPiece } from './support/admin-steps';
import { addFromFrenchPage, fillFrenchCard, fillFrenchContactAndAddress, frenchAmount, frenchForm, mailPart, outboxHas } from './support/french-checkout-steps';

/**
 * A discount code applied at checkout, in English and in French, paid with the sandbox's card; the
 * confirmation page and mail show the code's discount and the shipping. Shipping is set to a $12.00 flat
 * rate (free over $75.00) for the journey and put back after it, so the other journeys see the defaults.
 *
 * Worked examples, a $49.00 piece with a 20% code (9.80 off, goods 39.20) + 12.00 shipping = 51.20:
 * - Manitoba: GST 5% 2.56, RST 7% 3.584 -> 3.58; total 57.34.
 * - Quebec: TPS 5% 2.56, TVQ 9.975% 5.1072 -> 5.11; total 58.87.
 */
const FLAT = { flatRate: '12.00', freeOver: '75.00', territoriesRate: null };

type Admin = { auth: { authorization: string }; request: APIRequestContext };

/** The settings as they were, put back after each journey (even one that failed or timed out). */
let saved: { auth: Admin['auth']; settings: Record<string, unknown> } | undefined;

test.afterEach(async ({ request }) => {
  if (!saved) return;
  const { auth, settings } = saved;
  saved = undefined;
  expect((await request.put('/api/admin/settings', { headers: auth, data: settings })).status()).toBe(200);
});

async function setFlatShipping(admin: Admin) {
  const settings = (await (await admin.request.get('/api/admin/settings', { headers: admin.auth })).json()) as Record<string, unknown>;
  saved = { auth: admin.auth, settings };
  expect((await admin.request.put('/api/admin/settings', { headers: admin.auth, data: { ...settings, shipping: FLAT } })).status()).toBe(200);
}

/** A piece and a 20% code of this run's own, so no other journey's stock or code is touched. */
async function pieceAndCode(admin: Admin, project: string) {
  const token = admin.auth.authorization.slice('Bearer '.length);
  const piece = await createPiece(admin.request, token, `Fluorite Worry Stone ${project} ${randomUUID().slice(0, 4)}`);
  const code = `E2E20${randomUUID().slice(0, 6).toUpperCase()}`;
  const res = await admin.request.post('/api/admin/discount-codes', { headers: admin.auth, data: { code, percentOff: 20 } });
  expect(res.status()).toBe(201);
  return { piece, code };
}

/** On a phone the Order Summary (where the code is typed) is a block above the form that folds away while the form is filled. */
async function openSummary(page: Page) {
  const toggle = page.getByTestId('summary-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Waits for the order's confirmation mail and gives its text and HTML, spaces made plain. */
async function confirmationMail(orderId: number) {
  const file = `order-${orderId}-confirmation.eml`;
  await expect.poll(() => outboxHas(file), { timeout: 15_000 }).toBe(true);
  return [mailPart(file, 'text/plain'), mailPart(file, 'text/html').replaceAll('<!-- -->', '')].map((p) => p.replace(/[\s\u00a0\u202f]+/g, ' '));
}

const orderIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('order_id'));

test('a code at checkout in English: "Shipping Free" by default, then the flat rate, the code before tax, paid; the page and mail show both', async ({ page, request }, info) => {
  const admin = { auth: { authorization: `Bearer ${await adminToken(request)}` }, request };
  const { piece, code } = await pieceAndCode(admin, info.project.name);
  await page.goto(`product/${piece.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to Cart' })).toBeVisible();

  // With the default settings the checkout reads "Shipping: Free".
  await page.goto('checkout');
  await openSummary(page);
  await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
  await expect(page.getByTestId('order-summary').locator('dl > div', { has: page.getByTestId('summary-shipping') })).toHaveText('ShippingFree');

  await setFlatShipping(admin);
  await page.reload();
  await openSummary(page);
  await expect(page.getByTestId('summary-shipping')).toHaveText('$12.00');
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Email').fill('wren@example.com');
  await form.getByLabel('First Name').fill('Wren');
  await form.getByLabel('Last Name').fill('Ashdown');
  await form.getByLabel('Phone').fill('204-555-0177');
  await form.getByLabel('Street Address').fill('88 Osborne Street');
  await form.getByLabel('City').fill('Winnipeg');
  await form.getByLabel('Province').selectOption('MB');
  await form.getByLabel('Postal Code').fill('R3L 1Y5');
  await openSummary(page);
  // Typed in lower case: codes are case-insensitive.
  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).first().click(); // the discount code's (the gift card's comes after it)
  await expect(page.getByTestId('applied-code')).toContainText(`Code ${code} applied`);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByText(`Discount (code ${code})`)).toBeVisible();
  await expect(summary.getByText('-$9.80')).toBeVisible();
  await expect(page.getByTestId('summary-tax-line')).toHaveText(['GST (5%)$2.56', 'RST (7%)$3.58']);
  await expect(page.getByTestId('summary-total')).toHaveText('$57.34');

  // Back to the cart and to checkout again: the form and the code are kept for the session (issue 44 build 8).
  await page.goto('cart');
  await page.goto('checkout');
  await expect(form.getByLabel('Email')).toHaveValue('wren@example.com');
  await openSummary(page);
  await expect(page.getByTestId('applied-code')).toContainText(`Code ${code} applied`);
  await expect(page.getByTestId('summary-total')).toHaveText('$57.34');

  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  const placing = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
  await page.getByTestId('complete-order').click();
  expect((await placing).postDataJSON()).toMatchObject({ discountCode: code });

  await expect(page).toHaveURL(/order-confirmation\?order_id=\d+$/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
  const details = page.getByTestId('order-details');
  await expect(details.getByText(`Discount (code ${code})`)).toBeVisible();
  await expect(details.getByTestId('summary-shipping')).toHaveText('$12.00');
  await expect(details.getByTestId('order-total')).toHaveText('$57.34');
  if (info.project.name === 'phone') await page.screenshot({ path: info.outputPath('code-confirmation.png'), fullPage: true });

  for (const part of await confirmationMail(orderIdOf(page))) {
    for (const fact of [`Discount (code ${code})`, '-$9.80', 'Shipping', '$12.00', 'GST (5%)', '$2.56', 'RST (7%)', '$3.58', '$57.34']) expect(part, fact).toContain(fact);
  }
});

test('a code at checkout in French: the flat rate, the code before TPS and TVQ, paid; the page and mail show both in French', async ({ page, request }, info) => {
  const admin = { auth: { authorization: `Bearer ${await adminToken(request)}` }, request };
  const { piece, code } = await pieceAndCode(admin, info.project.name);
  await setFlatShipping(admin);
  await addFromFrenchPage(page, piece.id);
  await page.goto('fr/checkout');
  await openSummary(page);
  await expect(page.getByTestId('summary-shipping')).toHaveText(frenchAmount('12,00'));
  await fillFrenchContactAndAddress(page, 'H2X 1Y4');
  await openSummary(page);
  await page.getByLabel('Code promo').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Appliquer' }).first().click(); // the discount code's (the gift card's comes after it)
  await expect(page.getByTestId('applied-code')).toContainText(`Code ${code} appliqué`);
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByText(`Rabais (code ${code})`)).toBeVisible();
  await expect(page.getByTestId('summary-tax-line')).toHaveText([/^TPS \(5\s%\)2,56\s\$$/, /^TVQ \(9,975\s%\)5,11\s\$$/]);
  await expect(page.getByTestId('summary-total')).toHaveText(frenchAmount('58,87'));

  await fillFrenchCard(page, '4242 4242 4242 4242');
  await page.getByTestId('complete-order').click();
  await expect(page).toHaveURL(/\/shop\/fr\/order-confirmation\?order_id=\d+$/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
  const details = page.getByTestId('order-details');
  await expect(details.getByText(`Rabais (code ${code})`)).toBeVisible();
  await expect(details.getByTestId('summary-shipping')).toHaveText(frenchAmount('12,00'));
  await expect(details.getByTestId('order-total')).toHaveText(frenchAmount('58,87'));
  await expect(frenchForm(page)).toHaveCount(0);

  for (const part of await confirmationMail(orderIdOf(page))) {
    for (const fact of [`Rabais (code ${code})`, '-9,80 $', 'Livraison', '12,00 $', 'TPS (5 %)', '2,56 $', 'TVQ (9,975 %)', '5,11 $', '58,87 $']) expect(part, fact).toContain(fact);
  }
});
