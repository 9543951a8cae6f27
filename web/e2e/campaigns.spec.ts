import { expect, test } from './support/test';
import { signIn } from './support/admin-steps';

/**
 * Issue 47, the artisan's side of a campaign as far as this branch has it: she drafts with the guide from three
 * seed pieces and a theme, edits the draft, and previews it in French at a phone's width. (Saving, the test
 * mail and the send need the campaign API, which joins with the sender.)
 */
test('/admin: draft a campaign with the guide from three pieces, edit it, preview it in French', async ({ page }) => {
  await signIn(page);
  await page.goto('./admin/campaigns/new');
  await page.getByRole('button', { name: 'Draft with the guide' }).click();
  const guide = page.getByRole('region', { name: 'Draft with the guide' });
  for (const name of ['Amethyst Point Pendant', 'Labradorite Moon Necklace', 'Selenite Charging Plate']) {
    await guide.getByLabel('Search pieces by name').fill(name.split(' ').slice(0, 2).join(' '));
    await guide.getByRole('button', { name: `Add ${name}` }).click();
  }
  await guide.getByLabel('Theme').fill('full moon in December');
  await guide.getByRole('button', { name: 'Write the draft' }).click();

  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Full moon in December: three pieces from the studio');
  await expect(page.getByLabel('French subject')).toHaveValue('Pleine lune en décembre : trois pièces de l’atelier');
  await expect(page.getByLabel('Body', { exact: true })).toHaveValue(/## Amethyst Point Pendant[\s\S]*\$68\.00/);

  await page.getByLabel('Subject', { exact: true }).fill('Full moon: three pieces for December');
  const frame = page.frameLocator('[data-testid="campaign-preview"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Full moon: three pieces for December');
  await page.getByRole('button', { name: 'French' }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Pleine lune en décembre : trois pièces de l’atelier');
  await expect(frame.getByText(/68,00/).first()).toBeVisible();
});
