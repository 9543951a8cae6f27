import { expect, test, type Page } from '@playwright/test';

/**
 * A product page's HTML carries its first view (functions/src/catalog/render-first-view.ts): the header
 * bar, the breadcrumb and the main photo, drawn before the app's code arrives, then replaced by the app.
 * On phone and desktop: the first view shows the piece without JavaScript, the app draws its photo in
 * exactly the same box, and nothing shifts when it takes over.
 */

type Box = { x: number; y: number; width: number; height: number };

async function photoBox(page: Page): Promise<Box> {
  const photo = page.locator('main picture img').first();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const box = await photo.boundingBox();
  if (!box) throw new Error('the photo has no box');
  return box;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first view shows the shop, the breadcrumb and the piece’s photo', async ({ page }) => {
    await page.goto('./product/3');
    await expect(page.getByRole('link', { name: 'Sacred Crystal Jewelry' })).toHaveAttribute('href', '/shop/');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/shop/products');
    await expect(breadcrumb.getByRole('link', { name: 'Crystal Necklaces' })).toHaveAttribute('href', '/shop/products/crystal-necklaces');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Labradorite Moon Necklace');
    await photoBox(page);
  });

  test('the French first view is in French', async ({ page }) => {
    await page.goto('./fr/product/3');
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(breadcrumb.getByRole('link', { name: 'Produits' })).toHaveAttribute('href', '/shop/fr/products');
    await expect(page.getByRole('link', { name: 'Sacred Crystal Jewelry' })).toHaveAttribute('href', '/shop/fr/');
  });
});

test('the app draws the photo in the first view’s box and nothing shifts when it takes over', async ({ browser, page, baseURL }) => {
  const noScript = await browser.newContext({ baseURL, viewport: page.viewportSize(), javaScriptEnabled: false });
  const firstView = await noScript.newPage();
  await firstView.goto('./product/1');
  const before = await photoBox(firstView);
  await noScript.close();

  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { shifts: number }).shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('./product/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Amethyst Point Pendant' })).toBeVisible();
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  const after = await photoBox(page);
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[k] - before[k]), k).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});
