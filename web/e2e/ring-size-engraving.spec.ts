import { expect, test, type Locator } from './support/test';
import { addValueStock, signIn } from './support/admin-steps';
import { checkoutForm, fillCard, fillContactAndShipping, openSummary } from './support/checkout-steps';
import { fillFrenchCard, fillFrenchContactAndAddress, mailPart, outboxHas } from './support/french-checkout-steps';

/** The seed's Moonstone Stacking Ring ($46.00): sizes 4 to 10 with their own stock, and an engraving of up to 12 characters. */
const RING = 19;

/** What each language shows of the one choice: the size as the line says it, the engraving as typed. */
const JOURNEYS = [
  { lang: 'en', prefix: '', size: 'Size', question: 'Engraving (up to 12 characters)', engraving: 'Luna & Sol', add: 'Add to Cart', added: 'Added to Cart', lines: ['Size 7', 'Engraving: Luna & Sol'] },
  { lang: 'fr', prefix: 'fr/', size: 'Taille', question: 'Gravure (jusqu’à 12 caractères)', engraving: 'Amélie 2026', add: 'Ajouter au panier', added: 'Ajouté au panier', lines: ['Taille 7', 'Gravure\u00a0: Amélie 2026'] },
] as const;

type Journey = (typeof JOURNEYS)[number];

/** The line's choices as the shopper's pages show them ("Size 7", "Engraving: Luna & Sol"; "Taille 7", "Gravure : …"). */
const expectChoices = (scope: Locator, j: Journey) =>
  expect(scope.getByTestId('line-choices').getByRole('listitem')).toHaveText(j.lines.map((l) => l.replace('\u00a0', ' ')));

/**
 * Issue 31's "Must show", on a phone and a desktop, in English and in French: a ring in size 7 with an
 * engraving, added, seen in the cart, paid with the sandbox card; the confirmation page, the mail in the
 * outbox, /admin's order and its packing slip all show the size and the engraving.
 */
for (const j of JOURNEYS) {
  test(`a shopper buys a size 7 ring with an engraving (${j.lang}); every page, the mail and the packing slip show both`, async ({ page, request }) => {
    test.setTimeout(120_000);
    // One more size 7 on the shelf for this journey: the seed's own size-7 rings stay for the others.
    await addValueStock(request, RING, 'Size', '7');

    // The product page: choose size 7 and type the engraving, then add.
    await page.goto(`${j.prefix}product/${RING}`);
    const sizes = page.getByRole('group', { name: j.size });
    await sizes.locator('label').filter({ hasText: /^7$/ }).click();
    await expect(sizes.getByRole('radio', { name: '7', exact: true })).toBeChecked();
    await page.getByLabel(j.question).fill(j.engraving);
    await page.getByRole('button', { name: j.add }).filter({ visible: true }).first().click();
    await expect(page.getByTestId('toast').filter({ hasText: j.added })).toBeVisible();

    // The cart: the line says its size and its engraving, and that a personalised piece is exchange only.
    await page.goto(`${j.prefix}cart`);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expectChoices(line, j);
    await expect(line.getByTestId('exchange-only')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(j.lang === 'fr' ? /^46,00\s\$$/ : '$46.00');

    // The checkout: its summary too, then the sandbox card pays.
    await page.goto(`${j.prefix}checkout`);
    await openSummary(page);
    await expectChoices(page.getByTestId('order-summary'), j);
    if (j.lang === 'fr') {
      await fillFrenchContactAndAddress(page, 'H2X 1Y4');
      await fillFrenchCard(page, '4242 4242 4242 4242');
    } else {
      await fillContactAndShipping(page);
      await checkoutForm(page).getByLabel('Province').selectOption('MB');
      await fillCard(page, '4242 4242 4242 4242');
    }
    await page.getByTestId('complete-order').click();

    // The confirmation page.
    await expect(page).toHaveURL(/\/order-confirmation\?order_id=\d+$/);
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'paid');
    await expectChoices(page.getByTestId('order-details'), j);
    const orderId = new URL(page.url()).searchParams.get('order_id');

    // The confirmation mail in the outbox, in the order's language: the line with its choices.
    const file = `order-${orderId}-confirmation.eml`;
    await expect.poll(() => outboxHas(file)).toBe(true);
    expect(mailPart(file, 'text/plain')).toContain(`(${j.lines.join(', ')})`);
    expect(mailPart(file, 'text/html')).toContain(j.lang === 'fr' ? 'Gravure\u00a0: Amélie 2026' : 'Engraving: Luna &amp; Sol');

    // /admin: the order's line, then the packing slip, in the artisan's English, the engraving as typed.
    const admin = await page.context().newPage();
    await signIn(admin);
    await admin.goto(`./admin/orders/${orderId}`);
    const english = ['Size 7', `Engraving: ${j.engraving}`];
    await expect(admin.getByTestId('line-choices').getByRole('listitem')).toHaveText(english);
    await admin.goto(`./admin/orders/${orderId}/packing-slip`);
    await expect(admin.getByTestId('slip-choice')).toHaveText(english);
    await admin.close();
  });
}
