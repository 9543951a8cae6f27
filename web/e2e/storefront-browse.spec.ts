import { expect, test } from './support/test';
import { allProductsCount, cardNames, headerNav, isPhone, openFilters, sortBy } from './support/storefront-steps';

/** Storefront journeys (issue 3), finding a piece: the header, footer, search, filters and not-found screens. */

test('header and footer links reach every part of the shop', async ({ page }) => {
  await page.goto('./');
  const header = page.getByRole('banner');
  await expect(header).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-scrolled');
  if (!isPhone()) {
    const shop = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' });
    await shop.click();
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(shop).toHaveAttribute('aria-expanded', 'false');
    await expect(shop).toBeFocused();
    // Hints load once the page has settled; a shopper's pointer keeps moving, so hover until one shows.
    const search = page.getByRole('button', { name: 'Search products' });
    let nudge = 0;
    await expect(async () => {
      await search.hover({ position: { x: 12 + (nudge++ % 8), y: 14 } });
      await expect(page.getByRole('tooltip', { name: 'Search' })).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 15_000 });
  }
  await headerNav(page, 'Crystal Necklaces', true);
  await expect(page).toHaveURL(/\/shop\/products\/crystal-necklaces$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crystal Necklaces' })).toBeVisible();

  await headerNav(page, 'Best Sellers', true);
  await expect(page).toHaveURL(/\/shop\/products\/featured$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Best Sellers' })).toBeVisible();

  await headerNav(page, 'About');
  await expect(page).toHaveURL(/\/shop\/about$/);
  if (!isPhone()) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  }
  await headerNav(page, 'Contact');
  await expect(page).toHaveURL(/\/shop\/contact$/);
  await headerNav(page, 'Crystal Guide');
  await expect(page).toHaveURL(/\/shop\/ai-assistant$/);

  if (isPhone()) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: 'Get Crystal Guidance' })).toHaveAttribute('href', '/shop/ai-assistant');
    await expect(sheet.getByRole('link', { name: 'Connect with Us' })).toHaveAttribute('href', '/shop/contact');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  }

  const footer = page.getByRole('contentinfo');
  for (const [label, path] of [
    ['Size Guide', '/shop/size-guide'],
    ['Wire Wrapped', '/shop/products/wire-wrapped'],
    ['Privacy Policy', '/shop/privacy-policy'],
    ['Terms of Service', '/shop/terms'],
  ] as const) {
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  // The footer says what the default settings do: free shipping on every order, cards and wallets only.
  await expect(footer).toContainText('Free shipping across Canada.');
  await expect(footer).toContainText('We accept Visa, Mastercard, Amex, Apple Pay and Google Pay.');
  await expect(footer).not.toContainText('PayPal');
  await expect(footer).not.toContainText('orders over');

  await page.getByRole('link', { name: 'Sacred Crystal Jewelry' }).first().click();
  await expect(page).toHaveURL(/\/shop\/?$/);
  await expect(page.getByRole('link', { name: 'Browse our crystal jewelry' })).toHaveAttribute('href', '/shop/products');
  await expect(page.getByRole('link', { name: 'Learn more about our spiritual story' })).toHaveAttribute('href', '/shop/about');
});

test('the header search trims the term and lists the matching pieces', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('combobox', { name: 'Search crystal jewellery' }).fill('  moonstone  ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/products\?search=moonstone$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByText('Search: moonstone')).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText('2 Products');
  expect((await cardNames(page)).sort()).toEqual(['Moonstone Dewdrop Necklace', 'Moonstone Stacking Ring']);

  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('combobox', { name: 'Search crystal jewellery' }).fill('   ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/products$/);
  await expect(page.getByTestId('product-count')).toHaveText(await allProductsCount(page));

  await page.goto('./products?search=unobtainium');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText('No products match your search for unobtainium')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/shop\/products$/);
  await expect(page.getByTestId('product-count')).toHaveText(await allProductsCount(page));
});

test('filter and sort live in the URL and survive a reload', async ({ page }) => {
  await page.goto('./products/crystal-necklaces');
  await expect(page.getByTestId('product-count')).toHaveText('6 Products');
  // Sort By: in the sidebar on desktop, on the listing itself (outside the drawer) on phones.
  await sortBy(page).selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/\/products\/crystal-necklaces\?sort=price-high$/);
  let panel = await openFilters(page);
  await expect(panel.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
  await panel.getByLabel('Price Range').selectOption({ label: '$50 - $100' });
  panel = isPhone() ? page.getByRole('dialog', { name: 'Sacred Filters' }) : panel;
  // The box is controlled by the address: click, then wait for the address to tick it.
  await panel.getByRole('checkbox', { name: 'Sterling Silver', exact: true }).click();
  await expect(panel.getByRole('checkbox', { name: 'Sterling Silver', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/\/products\/crystal-necklaces\?price=50-100&sort=price-high&materials=Sterling\+Silver$/);
  if (isPhone()) await page.keyboard.press('Escape');

  const expected = ['Labradorite Moon Necklace', 'Amethyst Point Pendant', 'Moonstone Dewdrop Necklace', 'Lapis Lazuli Bar Necklace'];
  await expect(page.getByTestId('product-count')).toHaveText('4 Products');
  expect(await cardNames(page)).toEqual(expected);

  await page.reload();
  await expect(page.getByTestId('product-count')).toHaveText('4 Products');
  expect(await cardNames(page)).toEqual(expected);
  await expect(sortBy(page)).toHaveValue('price-high');
  panel = await openFilters(page);
  await expect(panel.getByLabel('Price Range')).toHaveValue('50-100');
  await expect(panel.getByRole('checkbox', { name: 'Sterling Silver', exact: true })).toBeChecked();

  await panel.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/shop\/products$/);
  await expect(page.getByTestId('product-count')).toHaveText(await allProductsCount(page));
  panel = await openFilters(page);
  await expect(panel.getByRole('button', { name: 'Clear All Filters' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Crystal Rings' })).toBeVisible();
  await panel.getByRole('button', { name: 'Crystal Rings' }).click();
  await expect(page).toHaveURL(/\/shop\/products\/rings$/);
  await expect(page.getByTestId('product-count')).toHaveText('4 Products');
  await expect(page.getByText('Collection: Crystal Rings')).toBeVisible();
});

test('unknown routes and products show their not-found screens; /products/{id} redirects', async ({ page }) => {
  await page.goto('./no/such/page');
  await expect(page.getByRole('heading', { name: 'Lost in the Crystal Realm' })).toBeVisible();
  await expect(page.getByText('Path Not Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', /^\/shop\/?$/);
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/shop/products');

  const productCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/products\/[^/?]+$/.test(new URL(r.url()).pathname)) productCalls.push(r.url());
  });
  await page.goto('./product/abc');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("The product you're looking for doesn't exist or may have been removed.")).toBeVisible();
  expect(productCalls).toEqual([]);

  await page.goto('./product/9999');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/shop\/products$/);

  await page.goto('./products/3');
  await expect(page).toHaveURL(/\/shop\/product\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Labradorite Moon Necklace' })).toBeVisible();
});
