import { addDays } from '@crystal/shared/schemas/gift-card';
import { shopToday } from '@crystal/shared/shop-date';
import { expect, test, type Page } from './support/test';
import { adminToken, archivePiece, createPiece } from './support/admin-steps';
import { checkoutForm, fillCard, fillContactAndShipping, openSummary } from './support/checkout-steps';
import { fillFrenchCard, fillFrenchContactAndAddress, frenchForm, mailPart } from './support/french-checkout-steps';
import { balanceOf, codeInMail, expectLiability, giftCardMails, runDeliveryJob } from './support/gift-card-steps';

/**
 * Issue 49 on a phone. English: a $50 card bought for a day 3 days ahead; the delivery job sends nothing
 * today and one mail on the day; the recipient spends part of it on a first order ($30.13 of goods, $33.75
 * with Manitoba's GST and RST), then the rest ($16.25) on a second order the card pays in full; the balance
 * page shows each step. French: a card bought on the French page and checkout, mailed in French today, its
 * balance read in French.
 */

const noonInWinnipeg = (day: string) => `${day}T18:00:00Z`;

async function buyCard(page: Page, deliverOn: string) {
  await page.goto('gift-cards');
  const form = page.getByRole('form', { name: 'Gift card' });
  await form.getByRole('radio', { name: '$50' }).check({ force: true });
  await form.getByLabel('Recipient’s name').fill('Maude Tremblay');
  await form.getByLabel('Recipient’s email').fill('maude@example.com');
  await form.getByLabel('Message (optional)').fill('Bonne fête, Maude!');
  await form.getByLabel('Delivery date').fill(deliverOn);
  await form.getByTestId('add-gift-card').click();
  await expect(page.getByTestId('toast').getByText('A gift card for Maude Tremblay has been added to your cart.')).toBeVisible();
}

/** Checks out the cart in Manitoba; with a code, the card pays and (when it pays it all) no card form is filled. */
async function checkOut(page: Page, giftCardCode?: string) {
  await page.goto('checkout');
  await fillContactAndShipping(page);
  await checkoutForm(page).getByLabel('Province').selectOption('MB');
  if (giftCardCode) {
    await openSummary(page);
    const summary = page.getByTestId('order-summary');
    await summary.getByRole('textbox', { name: 'Gift card' }).fill(giftCardCode);
    await summary.getByRole('button', { name: 'Apply' }).nth(1).click();
    await expect(page.getByTestId('applied-gift-card')).toBeVisible();
  } else {
    await fillCard(page, '4242424242424242');
  }
}

/** A piece of the journey's own at a price, in the cart on its own. */
async function cartOf(page: Page, pieceId: number) {
  await page.goto(`product/${pieceId}`);
  await page.getByRole('button', { name: /Add to Cart/ }).first().click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to Cart' })).toBeVisible();
  await page.goto('cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

test('a gift card bought for 3 days ahead is mailed on the day and spent over two orders, the second paid in full by the card @phone-only', async ({ page, request }) => {
  // About 20 s alone: three checkouts and two runs of the job (each its own process); a loaded machine needs more.
  test.setTimeout(120_000);
  const since = Date.now();
  const today = shopToday();
  await buyCard(page, addDays(today, 3));
  await page.goto('cart');
  await expect(page.getByTestId('gift-card-line-details')).toContainText('For Maude Tremblay');
  await checkOut(page);
  await checkoutForm(page).getByTestId('complete-order').click();
  await expect(page).toHaveURL(/order-confirmation\?order_id=\d+/);

  runDeliveryJob(noonInWinnipeg(today));
  expect(giftCardMails(since)).toEqual([]);
  runDeliveryJob(noonInWinnipeg(addDays(today, 3)));
  const mails = giftCardMails(since);
  expect(mails).toHaveLength(1);
  const code = codeInMail(mails[0]!);
  await expect(await balanceOf(page, code)).toHaveText('$50.00 left on this card');
  const token = await adminToken(request);
  const last4 = code.slice(-4);
  await expectLiability(request, token, last4, '50.00');

  const first = await createPiece(request, token, 'Journey fluorite drop', { price: '30.13' });
  const second = await createPiece(request, token, 'Journey amethyst stud', { price: '14.50' });
  try {
    // Part of it: $30.13 + GST $1.51 + RST $2.11 = $33.75, all on the card; $16.25 left.
    await cartOf(page, first.id);
    await checkOut(page, code);
    await expect(page.getByTestId('summary-gift-card')).toHaveText('-$33.75');
    await expect(page.getByTestId('summary-amount-due')).toHaveText('$0.00');
    await checkoutForm(page).getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/order-confirmation\?order_id=\d+/);
    await expect(await balanceOf(page, code)).toHaveText('$16.25 left on this card');
    await expectLiability(request, token, last4, '16.25');

    // The rest: $14.50 + GST $0.73 + RST $1.02 = $16.25, paid in full by the card, no card payment.
    await cartOf(page, second.id);
    await checkOut(page, code);
    await expect(page.getByTestId('summary-gift-card')).toHaveText('-$16.25');
    await expect(page.getByTestId('summary-amount-due')).toHaveText('$0.00');
    await expect(page.getByTestId('gift-card-pays-all')).toBeVisible();
    await expect(checkoutForm(page).getByLabel('Card number')).toBeHidden();
    await checkoutForm(page).getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/order-confirmation\?order_id=\d+/);
    await expect(await balanceOf(page, code)).toHaveText('Nothing is left on this card.');
    await expectLiability(request, token, last4, '0.00');
  } finally {
    await archivePiece(request, first.id);
    await archivePiece(request, second.id);
  }
});

test('en français : une carte-cadeau achetée et payée en français, envoyée le jour même, son solde @phone-only', async ({ page }) => {
  const since = Date.now();
  await page.goto('fr/gift-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Carte-cadeau' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Carte-cadeau' });
  await form.getByRole('radio', { name: /^25/ }).check({ force: true });
  await form.getByLabel('Nom du destinataire').fill('Léa Roy');
  await form.getByLabel('Courriel du destinataire').fill('lea@example.com');
  await form.getByTestId('add-gift-card').click();
  await expect(page.getByTestId('toast').getByText('Une carte-cadeau pour Léa Roy a été ajoutée à votre panier.')).toBeVisible();

  await page.goto('fr/checkout');
  await fillFrenchContactAndAddress(page, 'H2X 3K4');
  await fillFrenchCard(page, '4242424242424242');
  await frenchForm(page).getByTestId('complete-order').click();
  await expect(page).toHaveURL(/order-confirmation\?order_id=\d+/);

  // Delivered today (the form's default day), in the order's language.
  runDeliveryJob(new Date().toISOString());
  const mails = giftCardMails(since);
  expect(mails).toHaveLength(1);
  const text = mailPart(mails[0]!, 'text/plain');
  expect(text).toContain('Maude Tremblay vous offre une carte-cadeau de 25,00');
  expect(text).toContain('/shop/fr/gift-card');
  const code = codeInMail(mails[0]!);
  await expect(await balanceOf(page, code, true)).toHaveText(/^Il reste 25,00\s\$ sur cette carte$/);
  await expect(await balanceOf(page, 'AAAA-BBBB-CCCC-DDDD', true)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText('Nous ne connaissons pas ce code. Vérifiez-le et réessayez.');
});
