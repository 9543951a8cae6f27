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
