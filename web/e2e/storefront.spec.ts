import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Storefront journeys (issue 3), run on the desktop and the 390x844 phone projects. */

const isPhone = () => test.info().project.name === 'phone';

/** Follows a header link: the Shop menu and nav on desktop, the right-side sheet on a phone. */
async function headerNav(page: Page, label: string, inShopMenu = false) {
  if (isPhone()) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: label, exact: true }).click();
    await expect(sheet).toBeHidden();
  } else if (inShopMenu) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  }
}

/** The filters: the 300 px sidebar on desktop, a drawer on phones. */
async function openFilters(page: Page) {
  if (!isPhone()) return page.getByRole('complementary');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sacred Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading').allTextContents();

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
  await expect(footer).toContainText('Free shipping on orders over $75');
  await expect(footer).toContainText('Visa, Mastercard, Amex, PayPal');

  await page.getByRole('link', { name: 'Sacred Crystal Jewelry' }).first().click();
  await expect(page).toHaveURL(/\/shop\/?$/);
  await expect(page.getByRole('link', { name: 'Browse our crystal jewelry' })).toHaveAttribute('href', '/shop/products');
  await expect(page.getByRole('link', { name: 'Learn more about our spiritual story' })).toHaveAttribute('href', '/shop/about');
});

test('the header search trims the term and lists the matching pieces', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('searchbox', { name: 'Search crystal jewellery' }).fill('  moonstone  ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/products\?search=moonstone$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByText('Search: moonstone')).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText('2 Products');
  expect((await cardNames(page)).sort()).toEqual(['Moonstone Dewdrop Necklace', 'Moonstone Stacking Ring']);

  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('searchbox', { name: 'Search crystal jewellery' }).fill('   ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/products$/);
  await expect(page.getByTestId('product-count')).toHaveText('28 Products');

  await page.goto('./products?search=unobtainium');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText('No products match your search for unobtainium')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/shop\/products$/);
  await expect(page.getByTestId('product-count')).toHaveText('28 Products');
});

test('filter and sort live in the URL and survive a reload', async ({ page }) => {
  await page.goto('./products/crystal-necklaces');
  await expect(page.getByTestId('product-count')).toHaveText('6 Products');
  let panel = await openFilters(page);
  await expect(panel.getByRole('button', { name: 'Clear All Filters' })).toBeVisible();
  await panel.getByLabel('Price Range').selectOption({ label: '$50 - $100' });
  panel = isPhone() ? page.getByRole('dialog', { name: 'Sacred Filters' }) : panel;
  await panel.getByLabel('Sort By').selectOption({ label: 'Price: High to Low' });
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
  panel = await openFilters(page);
  await expect(panel.getByLabel('Price Range')).toHaveValue('50-100');
  await expect(panel.getByLabel('Sort By')).toHaveValue('price-high');
  await expect(panel.getByRole('checkbox', { name: 'Sterling Silver', exact: true })).toBeChecked();

  await panel.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/shop\/products$/);
  await expect(page.getByTestId('product-count')).toHaveText('28 Products');
  panel = await openFilters(page);
  await expect(panel.getByRole('button', { name: 'Clear All Filters' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Crystal Rings' })).toBeVisible();
  await panel.getByRole('button', { name: 'Crystal Rings' }).click();
  await expect(page).toHaveURL(/\/shop\/products\/rings$/);
  await expect(page.getByTestId('product-count')).toHaveText('4 Products');
  await expect(page.getByText('Collection: Crystal Rings')).toBeVisible();
});

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
  await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/shop/contact');

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
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Added to Cart');
  await expect(toast).toContainText('2 x Labradorite Moon Necklace has been added to your cart.');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/shop/checkout');
  // The toast's follow-up opens the cart side panel with the piece in it.
  await toast.getByRole('button', { name: 'View cart' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Labradorite Moon Necklace');
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
    const [l, b] = [await link.boundingBox(), await page.getByTestId('wishlist-count').boundingBox()];
    expect(b!.x).toBeGreaterThan(l!.x - b!.width);
    expect(b!.x).toBeLessThan(l!.x + l!.width);
    expect(b!.y).toBeLessThan(l!.y + l!.height);
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

test('SEO: per-route titles, canonical URLs, JSON-LD, sitemap and robots', async ({ page, request }) => {
  await page.goto('./');
  await expect(page).toHaveTitle('Sacred Crystal Jewelry');
  const store = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(store['@type']).toBe('JewelryStore');
  expect(store.address.addressLocality).toBe('Winnipeg');

  await page.goto('./product/6');
  await expect(page).toHaveTitle('Lapis Lazuli Bar Necklace | Sacred Crystal Jewelry');
  // The HTML already names the piece; wait for the app's own page before checking its tags.
  await expect(page.getByRole('heading', { level: 1, name: 'Lapis Lazuli Bar Necklace' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop\/product\/6$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Lapis Lazuli Bar Necklace | Sacred Crystal Jewelry');
  // index.html's default share tags have made way for the page's own: one of each
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\//);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld.offers).toMatchObject({ price: '58.00', priceCurrency: 'CAD', availability: 'https://schema.org/OutOfStock' });

  // What a link-preview crawler (no JavaScript) reads from a shared link: a product page names the piece,
  // its photo and price; any other page the shop's card and description.
  const shared = await request.get('./product/6');
  expect(shared.status()).toBe(200);
  const productHtml = await shared.text();
  expect(productHtml).toContain('<title>Lapis Lazuli Bar Necklace | Sacred Crystal Jewelry</title>');
  expect(productHtml).toContain('<meta property="og:title" content="Lapis Lazuli Bar Necklace | Sacred Crystal Jewelry" data-default-head />');
  expect(productHtml).toContain('<meta property="product:price:amount" content="58.00" data-default-head />');
  expect(productHtml).toMatch(/<meta property="og:image" content="http[^"]*\/media\//);
  expect(productHtml).not.toContain('share.jpg');
  const about = await (await request.get('./about')).text();
  expect(about).toMatch(/<meta property="og:image" content="[^"]*\/shop\/share\.jpg"/);
  expect(about).toMatch(/<meta name="description" content="Handmade crystal and gemstone jewellery/);
  const card = await request.get('./share.jpg');
  expect(card.headers()['content-type']).toBe('image/jpeg');
  // A product that does not exist is a 404 for crawlers, and the app still shows its card.
  expect((await request.get('./product/9999')).status()).toBe(404);
  await page.goto('./product/9999');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();

  const sitemap = await request.get('./sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  expect(xml).toContain('/shop/product/28</loc>');
  expect(xml).toContain('/shop/products/wire-wrapped</loc>');
  const robots = await (await request.get('./robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/shop\/sitemap\.xml/);
});

for (const [name, path] of [
  ['home', './'],
  ['listing', './products'],
  ['detail', './product/3'],
] as const) {
  test(`axe: no serious or critical violations on the ${name} page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
