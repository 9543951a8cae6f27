import { addDays } from '@crystal/shared/schemas/gift-card';
import { shopToday } from '@crystal/shared/shop-date';
import { expect, test, type Page } from './support/test';
import { archivePiece, copyPiece } from './support/admin-steps';
import { checkoutForm, fillCard, fillContactAndShipping, openSummary } from './support/checkout-steps';
import { balanceOf, codeInMail, giftCardMails, runDeliveryJob } from './support/gift-card-steps';

/**
 * Issue 49 on a phone: a $50 card bought for a day 3 days ahead; the delivery job sends nothing today and
 * one mail on the day; the recipient spends it on a piece, the card paying its part and the card payment
 * the rest; the balance page shows each step, in English and French.
 */

const orderIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('order_id'));
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

async function payByCard(page: Page) {
  await page.goto('checkout');
  await fillContactAndShipping(page);
  await checkoutForm(page).getByLabel('Province').selectOption('MB');
  await fillCard(page, '4242424242424242');
  await checkoutForm(page).getByTestId('complete-order').click();
  await expect(page).toHaveURL(/order-confirmation\?order_id=\d+/);
  return orderIdOf(page);
}

async function applyGiftCard(page: Page, code: string) {
  await openSummary(page);
  const summary = page.getByTestId('order-summary');
  await summary.getByLabel('Gift card').fill(code);
  await summary.getByRole('button', { name: 'Apply' }).nth(1).click();
  await expect(page.getByTestId('applied-gift-card')).toBeVisible();
}

test('a gift card bought for 3 days ahead is mailed on the day and spent over two orders, the second paid in full by the card @phone-only', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'phone', 'one project is enough for this journey');
  const today = shopToday();
  await buyCard(page, addDays(today, 3));
  await page.goto('cart');
  await expect(page.getByTestId('gift-card-line-details')).toContainText('For Maude Tremblay');
  await payByCard(page);

  const before = giftCardMails().length;
  runDeliveryJob(noonInWinnipeg(today));
  expect(giftCardMails()).toHaveLength(before);
  runDeliveryJob(noonInWinnipeg(addDays(today, 3)));
  await expect.poll(() => giftCardMails().length, { timeout: 15_000 }).toBe(before + 1);
  const code = codeInMail(giftCardMails().at(-1)!);
  await expect(await balanceOf(page, code)).toHaveText('$50.00 left on this card');

  // Part of it on a $46-ish piece (a copy of a seed piece, archived after), the rest by card.
  const seed = (await (await request.get('/api/products')).json()) as { id: number; price: string }[];
  const cheap = seed.find((p) => Number(p.price) > 50) ?? seed[0]!;
  const piece = await copyPiece(request, cheap.id);
  try {
    await page.goto(`product/${piece.id}`);
    await page.getByRole('button', { name: /Add to Cart/ }).first().click();
    await page.goto('checkout');
    await fillContactAndShipping(page);
    await checkoutForm(page).getByLabel('Province').selectOption('MB');
    await applyGiftCard(page, code);
    await expect(page.getByTestId('summary-gift-card')).toHaveText('-$50.00');
    await fillCard(page, '4242424242424242');
    await checkoutForm(page).getByTestId('complete-order').click();
    await expect(page).toHaveURL(/order-confirmation\?order_id=\d+/);
    await expect(await balanceOf(page, code)).toHaveText('Nothing is left on this card.');
  } finally {
    await archivePiece(request, piece.id);
  }
});

test('en français : la carte-cadeau et son solde @phone-only', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'one project is enough for this journey');
  await page.goto('fr/gift-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Carte-cadeau' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Carte-cadeau' })).toBeVisible();
  await expect(await balanceOf(page, 'AAAA-BBBB-CCCC-DDDD', true)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText('Nous ne connaissons pas ce code. Vérifiez-le et réessayez.');
});
