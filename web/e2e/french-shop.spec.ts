import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { isPhone } from './support/storefront-steps';

/**
 * The shop in Canadian French under /shop/fr/ (issue 22): the home, the language switch that keeps the
 * page, an unknown language prefix, browsing a collection with a filter, a search from the header, the
 * offer of French made to a browser that prefers it, and axe on the French pages; on the desktop and the
 * 390x844 phone projects.
 */

/** A price as Quebec writes it: "68,00 $" or, whole on a product page, "89 $" (a no-break space before the sign). */
const FRENCH_PRICE = /^\d[\d\s]*(,\d\d)?\s\$$/;

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The approved French name of a piece, when the catalogue has one (else the page shows the English, lang="en"). */
async function frenchName(page: Page, id: number): Promise<{ english: string; french?: string }> {
  const product = (await (await page.request.get(`/api/products/${id}`)).json()) as {
    name: string;
    translations?: { fr?: { name?: string } };
  };
  return { english: product.name, french: product.translations?.fr?.name };
}

async function expectPieceHeading(page: Page, id: number) {
  const { english, french } = await frenchName(page, id);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(french ?? english);
  if (french) await expect(heading).not.toHaveAttribute('lang', 'en');
  else await expect(heading).toHaveAttribute('lang', 'en');
}

test('the French home: lang fr-CA, French texts and prices, hreflang alternates, axe clean', async ({ page }) => {
  await page.goto('./fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des bijoux de cristaux créés avec intention');
  await expect(page.getByRole('heading', { name: 'Magasiner les bijoux de cristaux' })).toBeVisible();
  // Each featured piece ends with its price (after its name, in the hero and in the grid).
  const prices = page.getByTestId('featured-product').locator('p:last-child');
  await expect(prices.first()).toHaveText(FRENCH_PRICE);
  await expect(prices.last()).toHaveText(FRENCH_PRICE);
  await expect(page.getByRole('link', { name: 'Découvrir nos bijoux de cristaux' })).toHaveAttribute('href', '/shop/fr/products');

  // Search engines learn both addresses of the page; English is the default.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop\/fr\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', /\/shop\/fr\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', /\/shop\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/shop\/$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CA');
  // The shop's JSON-LD comes with the below-the-fold chunk.
  await page.locator('script[type="application/ld+json"]').first().waitFor({ state: 'attached' });
  const store = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(store.inLanguage).toBe('fr-CA');

  // The footer (its own chunk) is French too.
  await expect(page.getByRole('contentinfo')).toContainText('Livraison gratuite partout au Canada.');
  await expect(page.getByRole('contentinfo')).not.toContainText('PayPal');
  await expectNoSeriousAxeViolations(page);

  if (isPhone()) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screenshots/fr-home-phone.png' });
  }
});

test('the language switch keeps the page: a product page goes to English and back', async ({ page }) => {
  await page.goto('./fr/product/3');
  await expectPieceHeading(page, 3);
  await expect(page.getByRole('button', { name: 'Ajouter au panier' }).first()).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(FRENCH_PRICE);

  if (isPhone()) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'English' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  }
  await expect(page).toHaveURL(/\/shop\/product\/3$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  // The choice is remembered on the device.
  expect(await page.evaluate(() => localStorage.getItem('crystal-language'))).toBe('en');

  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/shop\/fr\/product\/3$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectPieceHeading(page, 3);
});

test('an unknown language prefix is the not-found page', async ({ page }) => {
  await page.goto('./de/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lost in the Crystal Realm');
  await page.goto('./fr/nulle-part');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Égaré dans le royaume des cristaux');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', /^\/shop\/fr\/?$/);
});

test('the French wishlist: saving a piece with the heart, in French', async ({ page }) => {
  await page.goto('./fr/wishlist');
  await expect(page.getByTestId('wishlist-empty').getByRole('heading')).toHaveText('Aucune pièce sauvegardée pour l’instant');
  await page.goto('./fr/product/3');
  await page.getByTestId('wishlist-button').click();
  await expect(page.getByTestId('wishlist-button')).toHaveText('Dans votre liste de souhaits');
  await page.goto('./fr/wishlist');
  await expect(page.getByTestId('wishlist-count-label')).toHaveText('1 pièce sauvegardée');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre liste de souhaits');
});

test('the French product page: French labels, the piece in French or marked English, axe clean', async ({ page }) => {
  await page.goto('./fr/product/6');
  await expectPieceHeading(page, 6);
  await expect(page.getByTestId('stock-line')).toHaveText('Épuisé');
  await expect(page.getByRole('heading', { name: 'M’écrire quand elle sera de retour' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Entretien' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Produits' })).toHaveAttribute(
    'href',
    '/shop/fr/products',
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CA');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ '@type': 'Product', inLanguage: 'fr-CA' });
  await expectNoSeriousAxeViolations(page);

  await page.goto('./fr/product/3');
  await expectPieceHeading(page, 3);
  await expect(page.getByText(/^✓ En stock \(\d+ disponibles?\)$/)).toBeVisible();
  if (isPhone()) await page.screenshot({ path: 'docs/screenshots/fr-product-phone.png' });
});

test('browsing in French: a collection from the menu, a price filter, then a piece', async ({ page }) => {
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    slug: string;
    name: string;
    translations?: { fr?: { name?: string } };
  }[];
  const necklaces = categories.find((c) => c.slug === 'crystal-necklaces')!;
  await page.goto('./fr/');
  if (isPhone()) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Colliers de cristaux' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Boutique' }).click();
    await nav.getByRole('link', { name: 'Colliers de cristaux' }).click();
  }
  await expect(page).toHaveURL(/\/shop\/fr\/products\/crystal-necklaces$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(necklaces.translations?.fr?.name ?? necklaces.name);
  await expect(page.getByTestId('product-count')).toHaveText(/^\d+ produits?$/);

  const filters = isPhone() ? page.getByRole('dialog', { name: 'Filtres sacrés' }) : page.getByRole('complementary');
  if (isPhone()) await page.getByRole('button', { name: 'Filtres', exact: true }).click();
  await filters.getByLabel('Gamme de prix').selectOption({ label: '50\u00a0$ à 100\u00a0$' });
  if (isPhone()) {
    await filters.getByRole('button', { name: /^Afficher \d+ résultats?$/ }).click();
    await expect(filters).toBeHidden();
  }
  const chip = page.getByTestId('filter-chips').getByRole('button', { name: /^Retirer le filtre\s:\sPrix\s:\s50\s\$ à 100\s\$$/ });
  await expect(chip).toBeVisible();
  await expect(page).toHaveURL(/price=50-100/);
  await expectNoSeriousAxeViolations(page);

  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByText(FRENCH_PRICE)).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/shop\/fr\/product\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
});

test('searching in French from the header: "améthyste" suggests the French names and finds the amethyst pieces', async ({ page }) => {
  type Listed = { name: string; gemstones: string[]; translations?: { fr?: { name?: string } } };
  const french = (p: Listed) => p.translations?.fr?.name ?? p.name;
  const found = (await (await page.request.get('/api/products?search=am%C3%A9thyste&lang=fr')).json()) as Listed[];
  const catalogue = (await (await page.request.get('/api/products')).json()) as Listed[];
  const amethystPieces = catalogue.filter((p) => p.gemstones.includes('Amethyst')).map(french);
  expect(amethystPieces.length).toBeGreaterThan(0);
  const frenchNames = found.map(french);
  expect(frenchNames).toEqual(expect.arrayContaining(amethystPieces));

  await page.goto('./fr/');
  await page.getByRole('button', { name: 'Rechercher des bijoux' }).click();
  const box = page.getByRole('combobox', { name: 'Rechercher des bijoux de cristaux' });
  await box.fill('améthyste');
  // The suggestions are the French names, which the French search matches.
  const suggested = amethystPieces.find((name) => /améthyste/i.test(name)) ?? amethystPieces[0];
  await expect(page.getByTestId('search-suggestions').locator(`option[value="${suggested}"]`)).toHaveCount(1);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/fr\/products\?search=am(%C3%A9|é)thyste$/);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(found.length);
  expect((await cards.getByRole('heading').allTextContents()).sort()).toEqual([...frenchNames].sort());
  await expectNoSeriousAxeViolations(page);
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-CA' });

  test('is offered the same page in French, never redirected; dismissing it is remembered', async ({ page }) => {
    await page.goto('./product/3');
    const offer = page.getByTestId('language-offer');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'fr-CA');
    await expect(offer.getByRole('link', { name: 'Voir en français' })).toHaveAttribute('href', '/shop/fr/product/3');
    await expect(page).toHaveURL(/\/shop\/product\/3$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');

    await offer.getByRole('button', { name: 'Non merci, garder l’anglais' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });

  test('following the offer opens the French page', async ({ page }) => {
    await page.goto('./');
    await page.getByTestId('language-offer').getByRole('link', { name: 'Voir en français' }).click();
    await expect(page).toHaveURL(/\/shop\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});
