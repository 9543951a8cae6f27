import { expect, test, type APIRequestContext } from './support/test';

/**
 * Issue 34: the shop's pages arrive as HTML. Without a browser, each page's HTML carries its heading, the
 * pieces' names and prices, in English and in French; without JavaScript, a shopper reads the catalogue and
 * the information pages and follows links between them, and the page says buying needs JavaScript.
 * (Every journey of the suite also fails on a hydration warning: support/test.ts.)
 */

type Piece = { id: number; name: string; price: string; translations?: { fr?: { name?: string } } };

/** A price as the pages write it: `$68.00` or `$68` in English, `68,00 $` or `68 $` in French. */
function priceIn(price: string, language: 'en' | 'fr'): RegExp {
  const [dollars, cents] = price.split('.');
  const tail = cents === '00' ? `(?:[.,]00)?` : `[.,]${cents}`;
  return language === 'en' ? new RegExp(`\\$${dollars}${tail}`) : new RegExp(`${dollars}${tail}\\s\\$`);
}

const nameIn = (piece: Piece, language: 'en' | 'fr') => (language === 'fr' && piece.translations?.fr?.name) || piece.name;

/** HTML text with its entities read, as a crawler would. */
const text = (html: string) =>
  html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

async function html(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type'], path).toContain('text/html');
  return text(await res.text());
}

const h1 = (page: string) => /<h1[^>]*>([^<]*)</.exec(page)?.[1];

test.describe('pages fetched without a browser', () => {
  for (const language of ['en', 'fr'] as const) {
    const prefix = language === 'fr' ? 'fr/' : '';

    test(`${language}: the home page, the listing and a product page carry their headings, names and prices @desktop-only`, async ({ request }) => {
      const featured = (await (await request.get('/api/products/featured')).json()) as Piece[];
      const all = (await (await request.get('/api/products')).json()) as Piece[];
      const piece = (await (await request.get('/api/products/1')).json()) as Piece;

      const home = await html(request, `./${prefix}`);
      expect(home).toContain(`<html lang="${language === 'fr' ? 'fr-CA' : 'en-CA'}"`);
      expect(h1(home)).toBe(language === 'fr' ? 'Des bijoux de cristaux créés avec intention' : 'Crystal jewellery made with intention');
      expect(featured.length).toBeGreaterThan(2);
      for (const p of featured) {
        expect(home, p.name).toContain(nameIn(p, language));
        expect(home, p.name).toMatch(priceIn(p.price, language));
      }

      const listing = await html(request, `./${prefix}products`);
      expect(h1(listing)).toBe(language === 'fr' ? 'Nos collections' : 'Our Collections');
      for (const p of all) expect(listing, p.name).toContain(nameIn(p, language));
      for (const p of all.slice(0, 5)) expect(listing, p.name).toMatch(priceIn(p.price, language));

      const product = await html(request, `./${prefix}product/1`);
      expect(h1(product)).toBe(nameIn(piece, language));
      expect(product).toMatch(priceIn(piece.price, language));
    });

    test(`${language}: the information pages are prerendered with their text @desktop-only`, async ({ request }) => {
      const about = await html(request, `./${prefix}about`);
      expect(h1(about)).toBe(language === 'fr' ? 'À propos de Sacred Crystal Jewelry' : 'About Sacred Crystal Jewelry');
      const returns = await html(request, `./${prefix}returns`);
      expect(h1(returns)?.length).toBeGreaterThan(3);
      expect(returns).toContain(language === 'fr' ? 'lang="fr-CA"' : 'lang="en-CA"');
    });
  }

  test('a listing is drawn with the filters in its address @desktop-only', async ({ request }) => {
    const all = (await (await request.get('/api/products')).json()) as Piece[];
    const quartz = all.filter((p) => /quartz/i.test(p.name));
    const page = await html(request, './products?search=quartz');
    for (const p of quartz) expect(page).toContain(p.name);
    const other = all.find((p) => !/quartz/i.test(`${p.name}`))!;
    expect(page.split('<main')[1]).not.toContain(`>${other.name}<`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'fr'] as const) {
    const prefix = language === 'fr' ? 'fr/' : '';
    test(`${language}: a shopper reads the home page, a collection, a piece and an information page, following links`, async ({ page }) => {
      await page.goto(`./${prefix}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page says buying needs JavaScript (Playwright's text matching skips <noscript>, so by CSS).
      await expect(page.locator('noscript > p')).toBeVisible();
      await expect(page.locator('noscript > p')).toHaveText(
        language === 'fr'
          ? 'Vous pouvez parcourir toutes les pièces sans JavaScript. Le panier, le paiement et le Guide des cristaux en ont besoin : activez JavaScript pour acheter.'
          : 'You can browse every piece without JavaScript. The cart, checkout and the Crystal Guide need it: turn JavaScript on to buy.',
      );
      const firstPiece = page.getByTestId('featured-product').first();
      await expect(firstPiece).toBeVisible();
      const name = (await firstPiece.locator('p').first().textContent())!.trim();

      // The footer's collection link, then a piece from the listing.
      await page.getByRole('contentinfo').getByRole('link', { name: language === 'fr' ? 'Tous les produits' : 'All Products' }).click();
      await expect(page).toHaveURL(new RegExp(`/shop/${prefix}products$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'fr' ? 'Nos collections' : 'Our Collections');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await page.getByTestId('product-card').filter({ hasText: name }).first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/shop/${prefix}product/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByTestId('product-price')).toBeVisible();
      // Its photo arrived with the page.
      await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);

      await page.getByRole('contentinfo').getByRole('link', { name: language === 'fr' ? 'Retours' : 'Returns' }).click();
      await expect(page).toHaveURL(new RegExp(`/shop/${prefix}returns$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test('with JavaScript, a page that arrived as HTML is taken over without fetching its catalogue again', async ({ page }) => {
  const catalogueReads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(products|categories|shop)\b/.test(new URL(r.url()).pathname)) catalogueReads.push(r.url());
  });
  await page.goto('./products/crystal-necklaces');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The app is in charge: a filter works without a page load.
  await page.waitForFunction(() => document.getElementById('page-state') === null);
  expect(catalogueReads).toEqual([]);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
});

test('a page that arrived as HTML is painted, photos in, before the app’s code is fetched; a page drawn by the app fetches it at once', async ({ page }) => {
  const timings = () =>
    page.evaluate(() => {
      const app = performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        app: app?.startTime,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        load: navigation.loadEventEnd,
        afterPaintScript: document.querySelector('script[data-app]') !== null,
      };
    });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const home = await timings();
  expect(home.afterPaintScript).toBe(true);
  expect(home.app).toBeGreaterThan(home.firstPaint!);
  expect(home.app).toBeGreaterThanOrEqual(home.load);
  // The cart is drawn by the app: its shell loads the code with the page.
  await page.goto('./cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cart = await timings();
  expect(cart.afterPaintScript).toBe(false);
  expect(cart.app).toBeLessThan(cart.load);
});
