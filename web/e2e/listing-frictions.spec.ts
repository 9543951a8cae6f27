import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/admin-steps';
import { isPhone, openFilters, sortBy } from './support/storefront-steps';

/** Listing filters you can see: a chip per active filter, Sort outside the phone drawer, one scroll and "Show N results". */

const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' });
const count = (page: Page) => page.getByTestId('product-count');

test('every active filter is a chip that one tap removes, on desktop and on a phone', async ({ page }, info) => {
  await page.goto('./products/crystal-necklaces?price=50-100&sort=price-high&materials=Sterling+Silver');
  await expect(count(page)).toHaveText('4 Products');
  await expect(chips(page).getByRole('listitem')).toHaveText([
    'Collection: Crystal Necklaces',
    'Price: $50 - $100',
    'Sort: Price: High to Low',
    'Material: Sterling Silver',
  ]);
  await page.screenshot({ path: info.outputPath(`listing-chips-${info.project.name}.png`) });
  await expectNoSeriousAxeViolations(page);

  await chips(page).getByRole('button', { name: 'Remove filter: Price: $50 - $100' }).click();
  await expect(page).toHaveURL(/\/products\/crystal-necklaces\?sort=price-high&materials=Sterling\+Silver$/);
  await chips(page).getByRole('button', { name: 'Remove filter: Sort: Price: High to Low' }).click();
  await expect(page).toHaveURL(/\/products\/crystal-necklaces\?materials=Sterling\+Silver$/);
  await expect(sortBy(page)).toHaveValue('name');

  // A gemstone chosen in the filters gets its own chip too.
  const panel = await openFilters(page);
  await panel.getByRole('checkbox', { name: 'Amethyst', exact: true }).click();
  await expect(page).toHaveURL(/materials=Sterling\+Silver&gemstones=Amethyst$/);
  if (isPhone()) await panel.getByTestId('show-results').click();
  await expect(chips(page).getByRole('button', { name: 'Remove filter: Gemstone: Amethyst' })).toBeVisible();
  await chips(page).getByRole('button', { name: 'Remove filter: Material: Sterling Silver' }).click();
  await expect(page).toHaveURL(/\/products\/crystal-necklaces\?gemstones=Amethyst$/);
  await chips(page).getByRole('button', { name: 'Remove filter: Collection: Crystal Necklaces' }).click();
  await expect(page).toHaveURL(/\/products\?gemstones=Amethyst$/);
  await chips(page).getByRole('button', { name: 'Remove filter: Gemstone: Amethyst' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(chips(page)).toHaveCount(0);
});

test.describe('the filter drawer on a phone', { tag: '@phone-only' }, () => {
  test('Sort is on the listing, not in the drawer', async ({ page }, info) => {
    await page.goto('./products');
    const sort = page.getByRole('main').getByLabel('Sort By').filter({ visible: true });
    await expect(sort).toBeInViewport();
    await sort.selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/products\?sort=price-low$/);
    await expect(chips(page).getByRole('listitem')).toHaveText(['Sort: Price: Low to High']);
    await page.screenshot({ path: info.outputPath('listing-sort-phone.png') });

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sacred Filters' });
    await expect(drawer.getByLabel('Price Range')).toBeVisible();
    await expect(drawer.getByLabel('Sort By')).toHaveCount(0);
  });

  test('the drawer scrolls as one and its sticky "Show N results" closes it', async ({ page }, info) => {
    await page.goto('./products');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sacred Filters' });
    const show = drawer.getByTestId('show-results');
    // The page's count and the button settle on the same filtered listing: read both again until they do.
    await expect(async () => {
      expect(await show.textContent()).toBe(`Show ${(await count(page).textContent())!.split(' ')[0]} results`);
    }).toPass();

    // One scroll area: the drawer's body; the material and gemstone lists grow inside it.
    const scrollers = await drawer.evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY))
        .map((el) => el.getAttribute('data-testid') ?? el.tagName),
    );
    expect(scrollers).toEqual(['filter-drawer-body']);
    const body = drawer.getByTestId('filter-drawer-body');
    expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    // The button stays in view at the bottom while the body scrolls.
    await expect(show).toBeInViewport();
    const before = (await show.boundingBox())!;
    await page.screenshot({ path: info.outputPath('filter-drawer-top-phone.png') });
    await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await drawer.getByRole('checkbox', { name: 'Copper Wire', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?materials=Copper\+Wire$/);
    // The page's count and the button settle on the same filtered listing: read both again until they do.
    await expect(async () => {
      expect(await show.textContent()).toBe(`Show ${(await count(page).textContent())!.split(' ')[0]} results`);
    }).toPass();
    expect((await show.boundingBox())!.y).toBeCloseTo(before.y, 0);
    expect(before.y + before.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: info.outputPath('filter-drawer-scrolled-phone.png') });
    await expectNoSeriousAxeViolations(page);

    await show.click();
    await expect(drawer).toBeHidden();
    await expect(chips(page).getByRole('listitem')).toHaveText(['Material: Copper Wire']);
  });

  test('one piece reads "Show 1 result"', async ({ page }) => {
    await page.goto('./products/crystal-necklaces?search=moonstone');
    await expect(count(page)).toHaveText('1 Product');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Sacred Filters' }).getByTestId('show-results')).toHaveText('Show 1 result');
  });
});
