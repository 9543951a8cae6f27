import { expect, test } from './support/test';
import { isPhone } from './support/storefront-steps';
import {
  addFromFrenchPage,
  expectNoSeriousA11yIssues,
  fillFrenchCard,
  fillFrenchContactAndAddress,
  frenchAmount,
  frenchForm,
  mailPart,
  outboxHas,
  rawMail,
  screenshotCheckout,
} from './support/french-checkout-steps';

/** Selenite Charging Plate, $28.00: two of them shipped to Quebec pay GST 2.80 and QST 5.59. */
const SELENITE = 9;

// One run, on desktop: the phone's checkout is the English journey's (checkout.spec.ts), and the French words are the same on both.
test('a Quebec shopper buys in French: cart, checkout with French messages, a declined card, then the French confirmation and email', { tag: '@desktop-only' }, async ({ page }, info) => {
  await addFromFrenchPage(page, SELENITE);

  // The French cart page.
  await page.goto('fr/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('chacun');
  // The piece's approved French name (the seed catalogue ships French for every piece).
  const frenchName = page.getByTestId('cart-line').getByRole('link', { name: 'Plaque de recharge en sélénite' });
  await expect(frenchName).toBeVisible();
  await expect(frenchName).not.toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('cart-total')).toHaveText(frenchAmount('28,00'));
  await expect(page.getByRole('main').getByText('Livraison gratuite partout au Canada.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  if (isPhone()) await page.screenshot({ path: info.outputPath('fr-cart.png'), fullPage: true });
  await page.getByRole('button', { name: 'Passer à la caisse' }).click();

  // The French checkout: a quantity changed in the summary.
  await expect(page).toHaveURL(/\/shop\/fr\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  for (const section of ['Coordonnées', 'Adresse de livraison', 'Adresse de facturation', 'Sommaire de la commande']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  const summary = page.getByTestId('order-summary');
  const toggle = page.getByTestId('summary-toggle');
  if (await toggle.isVisible()) {
    await expect(toggle).toContainText('Afficher (1 article)');
    await toggle.click();
  }
  await summary.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(summary.getByText('Qté\u00a0: 2')).toBeVisible();
  await expect(page.getByTestId('summary-subtotal')).toHaveText(frenchAmount('56,00'));
  await expect(page.getByTestId('summary-tax-line')).toHaveText(['TaxesChoisissez votre province']);
  await expect(summary.getByText('Livraison gratuite partout au Canada')).toBeVisible();
  await expect(page.getByText('Mode test')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Every field's message in French, then a postal code from another province.
  await page.getByTestId('complete-order').click();
  for (const message of [
    'Adresse courriel invalide',
    'Le prénom est obligatoire',
    'Le nom de famille est obligatoire',
    'Un numéro de téléphone valide est obligatoire',
    'L’adresse est obligatoire',
    'La ville est obligatoire',
    'La province est obligatoire',
    'Un code postal valide est obligatoire',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Le numéro de votre carte est incomplet.')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await fillFrenchContactAndAddress(page, 'M5V 2T6');
  await page.getByTestId('complete-order').click();
  await expect(
    page.getByText('Les codes postaux de la province choisie (Québec) commencent par G, H ou J. Vérifiez le code postal ou la province.'),
  ).toBeVisible();
  await frenchForm(page).getByLabel('Code postal').fill('h2x1y4');
  await frenchForm(page).getByLabel('Ville').click();
  await expect(frenchForm(page).getByLabel('Code postal')).toHaveValue('H2X 1Y4');

  // Quebec's taxes, named and written as Quebec does; the Pay button shows the total.
  await expect(page.getByTestId('summary-tax-line')).toHaveText([/^TPS \(5\s%\)2,80\s\$$/, /^TVQ \(9,975\s%\)5,59\s\$$/]);
  await expect(page.getByTestId('summary-total')).toHaveText(frenchAmount('64,39'));
  await expect(page.getByTestId('complete-order')).toHaveText(/^Passer la commande – 64,39\s\$$/);

  // A declined card: the reason in French, in the toast and beside the card field.
  await fillFrenchCard(page, '4000 0000 0000 0002');
  if (isPhone()) await screenshotCheckout(page);
  await page.getByTestId('complete-order').click();
  const failed = page.getByTestId('toast').filter({ hasText: 'Échec du paiement' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Votre carte a été refusée.');
  await expect(frenchForm(page).getByText('Votre carte a été refusée.')).toBeVisible();
  await expect(frenchForm(page).getByLabel('Numéro de carte')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/shop\/fr\/checkout$/);

  // The test card that pays; the order says it was placed in French.
  await fillFrenchCard(page, '4242 4242 4242 4242');
  const placing = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders');
  // The order as the confirmation page reads it, for the moment it was paid.
  let paidAt: string | undefined;
  page.on('response', async (r) => {
    if (r.request().method() !== 'GET' || !/^\/api\/orders\/\d+$/.test(new URL(r.url()).pathname) || !r.ok()) return;
    paidAt = ((await r.json().catch(() => ({}))) as { paidAt?: string }).paidAt ?? paidAt;
  });
  await page.getByTestId('complete-order').click();
  expect((await placing).postDataJSON()).toMatchObject({ language: 'fr', customerEmail: 'maude@example.com' });

  // The French confirmation page.
  await expect(page).toHaveURL(/\/shop\/fr\/order-confirmation\?order_id=\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const placed = page.getByTestId('toast').filter({ hasText: 'Commande passée avec succès!' });
  await expect(placed).toContainText('Vous recevrez sous peu un courriel de confirmation.');
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('order-status')).toHaveText('Payée');
  await expect(page.getByRole('heading', { level: 1, name: 'Merci de votre commande!' })).toBeVisible();
  await expect(page.getByText('Un courriel de confirmation est en route vers maude@example.com.')).toBeVisible();
  const details = page.getByTestId('order-details');
  await expect(details.getByRole('heading', { name: /^Commande n°\s\d+$/ })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(frenchAmount('64,39'));
  await expect(details.getByText('Qté\u00a0: 2')).toBeVisible();
  // The order's lines carry the piece's approved French name, kept from when the order was placed.
  await expect(details.getByText('Plaque de recharge en sélénite')).not.toHaveAttribute('lang', 'en');
  await expect(details.getByText(/^TVQ \(9,975\s%\)$/)).toBeVisible();
  // The day the order was paid, in the shop's time zone and in French: from its own paidAt, not the
  // test's clock, and with the browser's time-zone data, not Node's. Near midnight in Winnipeg either
  // difference changes the day (Chromium's newer tz data and Node 20's disagree on Winnipeg's offset).
  await expect.poll(() => paidAt).toBeTruthy();
  const paidDay = await page.evaluate(
    (at) => new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Winnipeg' }).format(new Date(at)),
    paidAt!,
  );
  await expect(page.getByTestId('order-timeline').locator('[data-step="paid"]')).toContainText(paidDay);
  await expect(page.getByRole('link', { name: 'Continuer à magasiner' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  if (isPhone()) await page.screenshot({ path: info.outputPath('fr-confirmation.png'), fullPage: true });

  // The confirmation email, in the order's language.
  const orderId = new URL(page.url()).searchParams.get('order_id');
  const file = `order-${orderId}-confirmation.eml`;
  await expect.poll(() => outboxHas(file)).toBe(true);
  expect(rawMail(file)).toContain('To: maude@example.com');
  expect(mailPart(file, 'text/plain')).toContain('Maude');
  expect(mailPart(file, 'text/html')).toContain('lang="fr-CA"');
  expect(mailPart(file, 'text/html')).toContain('Merci pour votre commande, Maude!');
  expect(mailPart(file, 'text/plain')).toMatch(/64,39\s\$/);
  expect(mailPart(file, 'text/plain')).toMatch(/TVQ \(9,975\s%\)/);
});
