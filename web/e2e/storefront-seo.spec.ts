import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

/** Storefront journeys (issue 3), what crawlers and assistive technology read: titles, tags, sitemap, axe. */

test('SEO: per-route titles, canonical URLs, JSON-LD, sitemap and robots', async ({ page, request }) => {
  await page.goto('./');
  await expect(page).toHaveTitle('Sacred Crystal Jewelry');
  const store = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(store['@type']).toBe('JewelryStore');
  expect(store.address.addressLocality).toBe('Winnipeg');
  // The home page's own tags come with its lower half, once the app is in charge: they replace the HTML's, one of each.
  await expect(page.locator('head [data-default-head]')).toHaveCount(0);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/shop\/$/);
  // Back on the home page from another page, the app writes its head again.
  await page.getByRole('link', { name: 'Browse our crystal jewelry' }).click();
  await expect(page).toHaveTitle('Our Collections | Sacred Crystal Jewelry');
  await page.goBack();
  await expect(page).toHaveTitle('Sacred Crystal Jewelry');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/shop\/$/);
  // A page the app draws from nothing (the cart) has its own title.
  await page.goto('./cart');
  await expect(page).toHaveTitle('Your Cart | Sacred Crystal Jewelry');

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
  // its photo and price; an information page (prerendered) its own title and description, with the shop's card.
  const shared = await request.get('./product/6');
  expect(shared.status()).toBe(200);
  const productHtml = await shared.text();
  expect(productHtml).toContain('<title>Lapis Lazuli Bar Necklace | Sacred Crystal Jewelry</title>');
  expect(productHtml).toContain('<meta property="og:title" content="Lapis Lazuli Bar Necklace | Sacred Crystal Jewelry" data-default-head />');
  expect(productHtml).toContain('<meta property="product:price:amount" content="58.00" data-default-head />');
  expect(productHtml).toMatch(/<meta property="og:image" content="http[^"]*\/media\//);
  expect(productHtml).not.toContain('share.jpg');
  const about = await (await request.get('./about')).text();
  expect(about).toMatch(/<meta data-default-head property="og:image" content="[^"]*\/shop\/share\.jpg"/);
  expect(about).toMatch(/<meta data-default-head name="description" content="Handmade crystal jewellery from a small studio/);
  expect(about).toContain('<title data-default-head>About Sacred Crystal Jewelry | Sacred Crystal Jewelry</title>');
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
