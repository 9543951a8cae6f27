import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { adminToken, createPiece, expectNoSeriousAxeViolations, signIn } from './support/admin-steps';

/** Etsy-only pieces say so: to the artisan in /admin, and to the shopper on the piece's page. */

const LISTING_URL = /^https:\/\/www\.etsy\.com\/listing\/\d+\/[a-z0-9-]+$/;

test("a seeded Etsy piece links to its Etsy listing and offers no Add to Cart or stepper", async ({ page }, info) => {
  const res = await page.request.get('/api/products?search=Wire%20Wrapped%20Amethyst%20Tree%20of%20Life');
  const [tree] = (await res.json()) as { id: number; name: string; etsyLink?: string }[];
  expect(tree!.name).toBe('Wire Wrapped Amethyst Tree of Life');
  expect(tree!.etsyLink).toMatch(LISTING_URL);

  await page.goto(`product/${tree!.id}`);
  const buy = page.getByRole('main').getByRole('link', { name: /Buy on Etsy/ });
  await expect(buy).toHaveAttribute('href', tree!.etsyLink!);
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Quantity' })).toBeHidden();
  await buy.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`etsy-piece-${info.project.name}.png`) });
});

test('setting an Etsy link in /admin explains the piece will then be sold on Etsy only', async ({ page, request }, info) => {
  const token = await adminToken(request);
  const piece = await createPiece(request, token, `Etsy Note Fluorite ${randomUUID().slice(0, 4)}`);
  await signIn(page);
  await page.goto(`./admin/products/${piece.id}`);
  const link = page.getByLabel('Etsy link (optional)');
  await expect(link).toBeVisible();
  await expect(page.getByText('Leave this empty to sell the piece here, with Add to Cart.')).toBeVisible();
  await expect(page.getByTestId('etsy-only-note')).toHaveCount(0);

  await link.fill('https://www.etsy.com/listing/1234567890/etsy-note-fluorite');
  const note = page.getByTestId('etsy-only-note');
  await expect(note).toContainText('This piece will be sold on Etsy only.');
  await expect(note).toContainText('instead of Add to Cart');
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`etsy-admin-note-${info.project.name}.png`) });
  await expectNoSeriousAxeViolations(page);

  await link.fill('');
  await expect(note).toHaveCount(0);
});
