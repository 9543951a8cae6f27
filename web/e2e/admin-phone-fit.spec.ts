import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { adminToken, createPiece, placePaidOrder, signIn } from './support/admin-steps';

const PHONE_HEIGHT = 844;
const SHOTS = 'docs/screenshots';

/**
 * Issue 45 build 7: the product editor fits a phone. Folded, a saved piece's editor is at most three phone
 * screens tall, its Save bar in reach at every scroll; its folded and unfolded screenshots are kept in
 * docs/screenshots/ (refreshed by this journey).
 */
test('the product editor folds to three phone screens, with its Save bar in reach; unfolded it shows every section', { tag: '@phone-only' }, async ({ page, request }) => {
  const piece = await createPiece(request, await adminToken(request), `Fold Fluorite ${randomUUID().slice(0, 4)}`);
  await signIn(page);
  await page.goto(`./admin/products/${piece.id}`);
  await expect(page.getByLabel('Price (CAD)')).toHaveValue('49.00');
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  expect(await height()).toBeLessThanOrEqual(3 * PHONE_HEIGHT);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/admin-product-editor-folded-phone.png`, fullPage: true });

  // Scrolled to the middle, Save is still on the screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const bar = await page.getByTestId('editor-save-bar').boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(PHONE_HEIGHT + 1);

  for (const section of ['options', 'personalisation', 'photos', 'french']) await page.getByTestId(`section-${section}`).locator('summary').click();
  await expect(page.getByRole('button', { name: 'Add an option' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'French (Québec)' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-product-editor-unfolded-phone.png`, fullPage: true });
  // A change names its section in the Save bar.
  await page.getByLabel('Stock', { exact: true }).fill('9');
  await expect(page.getByTestId('unsaved-sections')).toHaveText('Unsaved: price and stock');
});

/**
 * Every screen of /admin fits three phone screens with its sections folded: the settings, the product
 * list (a section per collection), an order, the editors and the lists. Each is measured once loaded.
 */
test('no /admin screen is taller than three phone screens with its sections folded', { tag: '@phone-only' }, async ({ page, request }) => {
  const piece = await createPiece(request, await adminToken(request), `Fit Agate ${randomUUID().slice(0, 4)}`);
  const order = await placePaidOrder(request, piece.id);
  await signIn(page);
  const screens = ['', 'orders', `orders/${order}`, 'settings', 'discount-codes', 'reviews', 'products', 'products/new', `products/${piece.id}`, 'collections', 'inbox', 'quotes', 'quotes/new', 'insights', 'activity'];
  const heights: Record<string, number> = {};
  for (const screen of screens) {
    await page.goto(`./admin/${screen}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Fold every section that is open, as she can.
    await page.evaluate(() => document.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open')));
    await expect(page.locator('details[open]')).toHaveCount(0);
    heights[screen || 'overview'] = await page.evaluate(() => document.documentElement.scrollHeight);
  }
  const tooTall = Object.entries(heights).filter(([, h]) => h > 3 * PHONE_HEIGHT);
  expect(tooTall, JSON.stringify(heights)).toEqual([]);

  // The settings on a phone: a list of section titles, the seller details open; Save names what changed.
  await page.goto('./admin/settings');
  await expect(page.getByTestId('section-seller')).toHaveAttribute('open', '');
  await expect(page.getByTestId('section-hours')).not.toHaveAttribute('open', '');
  await page.getByLabel('Return window (days)').fill('31');
  await expect(page.getByTestId('unsaved-settings')).toHaveText('Unsaved: seller details');
  await page.screenshot({ path: `${SHOTS}/admin-settings-phone.png`, fullPage: true });
});
