import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { adminToken, createPiece, expectNoSeriousAxeViolations, screenshot, signIn } from './support/admin-steps';

/** The artisan drafts a piece's French with the AI guide, reviews it beside the English, and approves it. */
test('/admin: draft the French with the AI guide, review it, approve it; shoppers see only the approved French', async ({ page, request }, info) => {
  const token = await adminToken(request);
  const piece = await createPiece(request, token, `Raw Fluorite Tower ${info.project.name} ${randomUUID().slice(0, 4)}`);
  await signIn(page);
  await page.goto(`./admin/products/${piece.id}`);
  // The French section is folded on a saved piece until she opens it.
  await page.getByTestId('section-french').locator('summary').click();
  const french = page.getByRole('group', { name: 'French (Québec)' });
  await expect(french.getByRole('status')).toHaveText(/No French yet/);

  await french.getByRole('button', { name: 'Draft French with the AI guide' }).click();
  await expect(french.getByRole('status')).toHaveText(/Draft waiting for your review/);
  await expect(french.getByLabel('Nom en français')).toHaveValue('Tour en fluorite brute');
  await expect(french.getByLabel('Description en français')).toHaveValue(/faite à la main à Winnipeg/);
  // The draft never reaches shoppers.
  expect(((await (await request.get(`/api/products/${piece.id}`)).json()) as Record<string, unknown>).translations).toBeUndefined();

  await french.getByLabel('Nom en français').fill('Tour de fluorite brute');
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, info, 'product-french-draft');
  await french.getByRole('button', { name: 'Approve French' }).click();
  await expect(french.getByRole('status')).toHaveText(/Approved/);
  const shop = (await (await request.get(`/api/products/${piece.id}`)).json()) as { translations: { fr: { name: string } } };
  expect(shop.translations.fr.name).toBe('Tour de fluorite brute');

  // A French name over the English limit is refused beside the field, as the English one is.
  await french.getByLabel('Nom en français').fill('x'.repeat(121));
  await french.getByRole('button', { name: 'Approve French' }).click();
  await expect(french.getByLabel('Nom en français')).toHaveAttribute('aria-invalid', 'true');
});

test('/admin: every collection has its approved French on the products page', async ({ page }) => {
  await signIn(page);
  await page.goto('./admin/products');
  await page.getByText('Collections in French').click();
  const necklaces = page.getByRole('group', { name: 'French (Québec)' }).first();
  await expect(necklaces.getByRole('status')).toHaveText(/Approved/);
  await expect(necklaces.getByLabel('Nom en français')).toHaveValue(/cristaux/);
});
