import { expect, test } from './support/test';
import { headerNav, isPhone } from './support/storefront-steps';

/** Storefront journeys (issue 3), on a piece's page: quantity, cart, stock, Etsy and the wishlist. */

test('a product opens from the listing; the stepper clamps at 1 and at the stock', async ({ page }) => {
  await page.goto('./products/crystal-necklaces');
  await page.getByRole('link', { name: /Labradorite Moon Necklace/ }).click();
  await expect(page).toHaveURL(/\/shop\/product\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Labradorite Moon Necklace' })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText('$89');
  await expect(page.getByTestId('stock-line')).toHaveText('✓ In stock (7 available)');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Crystal Necklaces' })).toHaveAttribute('href', '/shop/products/crystal-necklaces');
  await expect(page.getByTestId('similar-products').getByTestId('product-card')).toHaveCount(3);
  await expect(page.getByTestId('similar-products')).not.toContainText('Labradorite Moon Necklace');
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { name: 'Certifications' })).toBeVisible();
  // The consultation form names the piece it came from (issue 44 build 8).
  await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/shop/contact?consultation=1&piece=3');

  await page.goto('./product/2');
  await expect(page.getByTestId('stock-line')).toHaveText('Only 4 left');
  const value = page.getByTestId('quantity-value');
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(value).toHaveText('1');
  await expect(minus).toBeDisabled();
  for (let i = 0; i < 3; i++) await plus.click();
  await expect(value).toHaveText('4');
  await expect(plus).toBeDisabled();
  await minus.click();
  await expect(value).toHaveText('3');

  await page.goto('./product/13');
  await expect(page.getByTestId('stock-line')).toHaveText('Only 1 left');
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
});

test('add to cart shows the toast and the header badge', async ({ page }) => {
  await page.goto('./product/3');
  // The necklace comes in three lengths: Add to Cart asks for one first, then adds the chosen length.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a length' })).toBeVisible();
  await page.getByRole('group', { name: 'Length' }).getByText('18 in', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '18 in' })).toBeChecked();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Added to Cart');
  await expect(toast).toContainText('2 x Labradorite Moon Necklace (Length 18 in) has been added to your cart.');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/shop/checkout');
  // The toast's follow-up opens the cart side panel with the piece in it.
  await toast.getByRole('button', { name: 'View cart' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Labradorite Moon Necklace');
  await expect(panel).toContainText('18 in');
});

test('out of stock disables buying; an Etsy piece links out instead', async ({ page }) => {
  await page.goto('./product/6');
  await expect(page.getByRole('heading', { level: 1, name: 'Lapis Lazuli Bar Necklace' })).toBeVisible();
  await expect(page.getByTestId('stock-line')).toHaveText('Out of Stock');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

  await page.goto('./product/14');
  const etsy = page.getByRole('link', { name: /Buy on Etsy/ });
  await expect(etsy).toHaveAttribute('target', '_blank');
  await expect(etsy).toHaveAttribute('rel', /noopener/);
  await expect(etsy).toHaveAttribute('href', /etsy\.com/);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
});

test('the wishlist heart saves a piece for the session, across a reload', async ({ page }) => {
  await page.goto('./product/2');
  const heart = page.getByRole('button', { name: 'Add to Wishlist' });
  await heart.click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Added to Wishlist');
  await expect(toast).toContainText('Rose Quartz Heart Necklace has been added to your wishlist.');
  await expect(page.getByRole('button', { name: 'Saved to Wishlist' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved to Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  if (!isPhone()) {
    // The header's saved-pieces link carries the count, its badge drawn on the icon itself.
    const link = page.getByRole('link', { name: 'Wishlist, 1 saved' });
    await expect(link).toBeVisible();
    // The header re-renders as the saved list arrives: measure once both boxes are settled.
    await expect(async () => {
      const [l, b] = [await link.boundingBox(), await page.getByTestId('wishlist-count').boundingBox()];
      expect(l).not.toBeNull();
      expect(b).not.toBeNull();
      expect(b!.x).toBeGreaterThan(l!.x - b!.width);
      expect(b!.x).toBeLessThan(l!.x + l!.width);
      expect(b!.y).toBeLessThan(l!.y + l!.height);
    }).toPass();
    await link.click();
  } else {
    // Phones keep the header to search, cart and menu; saved pieces are in the sheet.
    await expect(page.getByRole('link', { name: /^Wishlist/ })).toBeHidden();
    await headerNav(page, 'Saved Pieces');
  }

  await expect(page).toHaveURL(/\/shop\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText('Rose Quartz Heart Necklace');
  await page.getByRole('button', { name: 'Remove Rose Quartz Heart Necklace from wishlist' }).click();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
});

test('a product page opened from a link is taken over from its own HTML without reading the piece again; a copy over a minute old is read afresh', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/products/1') reads.push(r.url());
  });
  await page.goto('./product/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Amethyst Point Pendant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  expect(reads).toEqual([]);

  // As if CloudFront had kept the page two minutes: the browser's clock runs ahead of the page's read.
  await page.route('**/api/products/1', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), stockQuantity: 1 } });
  });
  await page.clock.install({ time: Date.now() + 120_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Amethyst Point Pendant' })).toBeVisible();
  await expect(page.getByText('Only 1 left')).toBeVisible();
  expect(reads).toHaveLength(1);
});
