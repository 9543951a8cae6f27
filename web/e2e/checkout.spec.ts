import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './support/outbox-dir';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { checkoutForm, fillCard, fillContactAndShipping, openSummary } from './support/checkout-steps';

const SESSION_KEY = 'crystal-shop.session-id';

async function sessionHeaders(page: Page) {
  const id = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  expect(id).toBeTruthy();
  return { 'x-session-id': id! };
}

/** The catalogue's answers are kept for a few seconds in each function: the stock it shows may lag an order by that long. */
const STOCK_LAG = { timeout: 10_000 };

async function stockOf(page: Page, productId: number): Promise<number> {
  const res = await page.request.get(`/api/products/${productId}`);
  return ((await res.json()) as { stockQuantity: number }).stockQuantity;
}

async function addToCart(page: Page, productId: number) {
  await page.goto(`product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to Cart' })).toBeVisible();
}

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const form = checkoutForm;

test('a shopper buys two pieces with the sandbox card and lands on the paid confirmation', async ({ page }, info) => {
  // A whole purchase with three axe scans: more than the default minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  await page.goto('./');
  const selenite = await stockOf(page, 9);
  const tigersEye = await stockOf(page, 12);
  await addToCart(page, 9); // Selenite Charging Plate, $28.00
  await addToCart(page, 12); // Tiger's Eye Palm Stone, $24.00

  await page.goto('cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText('$52.00');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
  await expect(page.getByText('Complete your purchase with our secure payment system')).toBeVisible();
  for (const section of ['Contact Information', 'Shipping Address', 'Billing Address', 'Payment Information', 'Order Summary']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  const summary = page.getByTestId('order-summary');
  await openSummary(page);
  await expect(summary.getByText('Qty: 1')).toHaveCount(2);
  await expect(summary.getByText('Free', { exact: true })).toBeVisible();
  await expect(form(page).getByLabel('Country')).toBeDisabled();
  await expect(form(page).getByLabel('Country')).toHaveValue('Canada');
  await expect(page.getByText('TEST MODE', { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Submitting the empty form shows every validation message first.
  await page.getByTestId('complete-order').click();
  for (const message of [
    'Invalid email address',
    'First name is required',
    'Last name is required',
    'Valid phone number is required',
    'Street address is required',
    'City is required',
    'Province is required',
    'Valid postal code is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/checkout$/);
  await expectNoSeriousA11yIssues(page);

  await fillContactAndShipping(page);
  await form(page).getByLabel('Province').selectOption('ON');
  await expect(summary.getByTestId('summary-tax-line')).toHaveText(['HST (13%)$6.76']);
  await expect(page.getByTestId('summary-total')).toHaveText('$58.76');
  await form(page).getByLabel('Province').selectOption('MB');
  await expect(summary.getByTestId('summary-tax-line')).toHaveText(['GST (5%)$2.60', 'RST (7%)$3.64']);
  await expect(page.getByTestId('summary-total')).toHaveText('$58.24');
  await expect(page.getByTestId('complete-order')).toHaveText('Complete Order - $58.24');
  await fillCard(page, '4242 4242 4242 4242');
  await page.screenshot({ path: info.outputPath('checkout-filled.png'), fullPage: true });

  await page.getByTestId('complete-order').click();
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=\d+$/);
  const placed = page.getByTestId('toast').filter({ hasText: 'Order Placed Successfully!' });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText('Thank you for your purchase. You will receive a confirmation email shortly.');
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('order-total')).toHaveText('$58.24');
  await expect(page.getByTestId('order-details').getByText('GST (5%)')).toBeVisible();
  await page.screenshot({ path: info.outputPath('confirmation.png'), fullPage: true });
  await expectNoSeriousA11yIssues(page);

  const orderId = new URL(page.url()).searchParams.get('order_id');
  await expect.poll(() => stockOf(page, 9), STOCK_LAG).toBe(selenite - 1);
  await expect.poll(() => stockOf(page, 12), STOCK_LAG).toBe(tigersEye - 1);
  const cart = await page.request.get('/api/cart', { headers: await sessionHeaders(page) });
  expect(await cart.json()).toEqual([]);
  const order = await (await page.request.get(`/api/orders/${orderId}`, { headers: await sessionHeaders(page) })).json();
  expect(order).toMatchObject({ status: 'paid', totalAmount: '58.24' });
  const eml = path.join(outboxDir(), `order-${orderId}-confirmation.eml`);
  expect(existsSync(eml)).toBe(true);
  expect(readFileSync(eml, 'utf8')).toContain('To: luna@example.com');
});

test('a declined card shows Payment Failed and keeps the shopper, the form and the cart; another card then pays', async ({ page }, info) => {
  // A whole purchase with three axe scans: more than the default minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  await page.goto('./');
  const stock = await stockOf(page, 10); // Black Tourmaline Protection Set, $36.00
  await addToCart(page, 10);
  await page.goto('checkout');
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
  await fillContactAndShipping(page);
  await form(page).getByLabel('Province').selectOption('AB');
  await form(page).getByLabel('Postal Code').fill('T5J 0N3');
  await expect(page.getByTestId('summary-tax-line')).toHaveText(['GST (5%)$1.80']);
  await fillCard(page, '4000 0000 0000 0002');
  await page.screenshot({ path: info.outputPath('checkout-decline.png'), fullPage: true });
  await page.getByTestId('complete-order').click();

  const toast = page.getByTestId('toast').filter({ hasText: 'Payment Failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Your card was declined.');
  // The card field itself is marked, with the reason beside it.
  await expect(form(page).getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(form(page).getByLabel('Email')).toHaveValue('luna@example.com');
  await expect(form(page).getByLabel('Street Address')).toHaveValue('123 Crystal Lane');
  await expect(form(page).getByLabel('Province')).toHaveValue('AB');
  await expect(page.getByTestId('complete-order')).toHaveText('Complete Order - $37.80');
  await openSummary(page);
  await expect(page.getByTestId('order-summary').getByText('Black Tourmaline Protection Set')).toBeVisible();
  const cart = await (await page.request.get('/api/cart', { headers: await sessionHeaders(page) })).json();
  expect(cart).toHaveLength(1);
  // The reservation of the declined attempt went back on the shelf.
  await expect.poll(() => stockOf(page, 10), STOCK_LAG).toBe(stock);

  // Another card on the same page pays: a fresh order from the intact cart.
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('complete-order').click();
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=\d+$/);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('order-total')).toHaveText('$37.80');
  await expect.poll(() => stockOf(page, 10), STOCK_LAG).toBe(stock - 1);
});
