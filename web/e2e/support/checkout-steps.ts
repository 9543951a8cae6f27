import { expect, type Page } from '@playwright/test';

/** Steps of the English checkout journeys (web/src/features/checkout): the form, the address, the sandbox card. */

export const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Checkout' });

/** On a phone the Order Summary is a collapsed block above the form: open it to read its lines. */
export async function openSummary(page: Page) {
  await expect(page.getByTestId('order-summary')).toBeVisible();
  const toggle = page.getByTestId('summary-toggle');
  if (await toggle.isVisible()) await toggle.click();
}

export async function fillContactAndShipping(page: Page) {
  const form = checkoutForm(page);
  await form.getByLabel('Email').fill('luna@example.com');
  await form.getByLabel('First Name').fill('Luna');
  await form.getByLabel('Last Name').fill('Moonstone');
  await form.getByLabel('Phone').fill('204-555-0199');
  await form.getByLabel('Street Address').fill('123 Crystal Lane');
  await form.getByLabel('City').fill('Winnipeg');
  await form.getByLabel('Postal Code').fill('R3C 0A1');
}

/** The sandbox card form (TEST MODE): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
export async function fillCard(page: Page, number: string) {
  const form = checkoutForm(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
}
