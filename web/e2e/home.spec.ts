import { expect, test, type Page } from './support/test';

/** The hero's pieces: the first featured pieces, beside the hero's words (features/catalog/home/hero-pieces.tsx). */
const heroPieces = (page: Page) => page.locator('main section').first().getByTestId('featured-product');

test('the home page shows the featured pieces from the API, each once', async ({ page }) => {
  await page.goto('./');
  const hero = heroPieces(page);
  await expect(hero).toHaveCount(3);
  await expect(hero.first()).toHaveAttribute('href', '/shop/product/1');
  await expect(hero.first()).toContainText('Amethyst Point Pendant');
  await expect(hero.first()).toContainText('$68.00');

  // The grid below carries on with the pieces after the hero's.
  await expect(page.getByRole('heading', { name: 'Shop Crystal Jewelry' })).toBeVisible();
  const cards = page.getByTestId('featured-product');
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test('the first screen shows jewellery: the first featured photo, fetched first, lies wholly in the first viewport', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { lcp?: Element | null };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) w.lcp = e.element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('./');
  const viewport = page.viewportSize()!;
  const first = heroPieces(page).first();
  await expect(first).toHaveAttribute('href', '/shop/product/1');
  await expect(first).toContainText('$68.00');
  const photo = first.locator('img');
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect(photo).toHaveAccessibleName(/Amethyst Point Pendant/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/img\/[a-z0-9-]+\/\d+\.(avif|webp|jpg)$/);

  for (const element of [photo, page.getByRole('heading', { level: 1 })]) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
  // Its two companions are on the first screen too.
  for (const other of await heroPieces(page).locator('img').all()) {
    const box = (await other.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }

  // The page's largest paint is that photo or the heading, never a card that arrives later.
  await expect
    .poll(() => page.evaluate(() => {
      const lcp = (window as unknown as { lcp?: Element | null }).lcp;
      return lcp ? lcp.tagName + (lcp.getAttribute('fetchpriority') ?? '') : 'none';
    }))
    .toMatch(/^(H1|IMGhigh)$/);
});

test('on a visit from another page, the hero holds the pieces’ boxes while they load: nothing shifts', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('./about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products/featured', async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('link', { name: 'Sacred Crystal Jewelry' }).first().click();
  await expect(page).toHaveURL(/\/shop\/?$/);
  const skeletons = page.getByTestId('hero-piece-skeleton');
  await expect(skeletons).toHaveCount(3);
  const boxes = async (cells: ReturnType<Page['locator']>) => Promise.all((await cells.all()).map((c) => c.boundingBox()));
  const waiting = await boxes(skeletons);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  // Past the half second after the click in which shifts are forgiven, then the pieces arrive.
  await page.waitForTimeout(700);
  release();
  await expect(heroPieces(page)).toHaveCount(3);
  await expect(skeletons).toHaveCount(0);
  expect(await boxes(page.locator('main section').first().locator('li'))).toEqual(waiting);
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
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
