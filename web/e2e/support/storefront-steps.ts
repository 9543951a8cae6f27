import { expect, test, type Page } from '@playwright/test';

/** Shared steps of the storefront journeys, on the desktop and the 390x844 phone projects. */

export const isPhone = () => test.info().project.name === 'phone';

/** Follows a header link: the Shop menu and nav on desktop, the right-side sheet on a phone. */
export async function headerNav(page: Page, label: string, inShopMenu = false) {
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
export async function openFilters(page: Page) {
  if (!isPhone()) return page.getByRole('complementary');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sacred Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The Sort By select that shows: the sidebar's on desktop, the listing's own on phones. */
export const sortBy = (page: Page) => page.getByLabel('Sort By').filter({ visible: true });

export const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading').allTextContents();

/**
 * The listing's count for the whole live catalogue, as the API gives it: other journeys in the same run
 * (the admin's) add pieces, so the seed's 28 is not a constant here.
 */
export async function allProductsCount(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/products')).json()) as unknown[];
  return `${list.length} Products`;
}
