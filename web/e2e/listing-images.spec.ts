import { expect, test } from './support/test';

/**
 * On a phone's listing, the first cards' photos load first and alone; the rest load as they come near
 * the screen (the browser's own lazy loading would fetch 15-25 of them at once).
 */
test('a phone fetches the listing photos near the screen only, and the rest as the shopper scrolls @phone-only', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'image' && /\/media\/img\//.test(r.url())) requested.add(r.url());
  });
  await page.goto('./products');
  const images = page.getByTestId('product-card').locator('img');
  await expect.poll(() => images.count()).toBeGreaterThan(12);
  const first = images.first();
  await expect.poll(() => first.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await expect(first).toHaveAttribute('fetchpriority', 'high');

  const last = images.last();
  // Settled: the first screen and the next one's worth of photos, not the whole listing.
  await page.waitForLoadState('networkidle');
  const total = await images.count();
  expect(requested.size).toBeGreaterThan(1);
  expect(requested.size).toBeLessThanOrEqual(8);
  expect(requested.size).toBeLessThan(total);
  await expect(last).not.toHaveAttribute('src');
  // Its blurred placeholder holds the place, at the photo's size: nothing moves when it arrives.
  const before = await last.boundingBox();
  expect(before!.height).toBeGreaterThan(100);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await last.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\/img\/[a-z0-9-]+\/\d+\.(avif|webp)$/);
  expect((await last.boundingBox())!.height).toBeCloseTo(before!.height, 0);
});
