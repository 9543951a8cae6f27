import { expect, test } from '@playwright/test';

test('the home page shows the featured pieces from the API', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Shop Crystal Jewelry' })).toBeVisible();
  const cards = page.getByTestId('featured-product');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  await expect(page.getByText('Amethyst Point Pendant')).toBeVisible();
  await expect(page.getByText('$68.00')).toBeVisible();
});

test('the collection tiles show processed images from the pipeline, never the seed SVG', async ({ page }) => {
  await page.goto('./');
  const tiles = page.getByRole('region', { name: 'Explore the Collections' }).locator('picture img');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThanOrEqual(2);
  for (const img of await tiles.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(src).toMatch(/\/media\/img\/[a-z0-9-]+\/\d+\.(avif|webp|jpg)$/);
  }
});
