import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './support/outbox-dir';
import { expect, test, type Browser, type Page } from './support/test';
import { adminToken, expectNoSeriousAxeViolations, screenshot, signIn } from './support/admin-steps';

/** The plain-text part of a mail in the outbox, once it is there. */
async function mailText(file: string): Promise<string> {
  await expect.poll(() => readdirSync(outboxDir()).includes(file), { message: `${file} in the outbox` }).toBe(true);
  const eml = readFileSync(path.join(outboxDir(), file), 'utf8');
  const match = /Content-Type: text\/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=]+)/.exec(eml);
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
}

/** The link a quote mail carries, as a path under the base (`quote/<token>` or `fr/quote/<token>`). */
function linkIn(text: string): string {
  const match = /\/shop\/((?:fr\/)?quote\/[A-Za-z0-9_.-]+)/.exec(text);
  expect(match, text).toBeTruthy();
  return match![1]!;
}

/** The shopper opens the mailed link on her own device, pays with the sandbox's test card, and sees it paid. */
async function payLink(browser: Browser, link: string, due: string, withAddress: boolean, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
  const shopper = await context.newPage();
  await shopper.goto(`./${link}`);
  await expect(shopper.getByRole('heading', { level: 1, name: /Your quote #\d+/ })).toBeVisible();
  await expect(shopper.getByTestId('quote-due')).toHaveText(due);
  await expect(shopper.getByTestId('sandbox-card-form')).toBeVisible();
  if (withAddress) {
    await shopper.getByRole('button', { name: `Pay ${due}` }).click();
    await expect(shopper.getByText('Street address is required')).toBeVisible();
    await shopper.getByLabel('Street address').fill('123 Portage Ave');
    await shopper.getByLabel('City').fill('Winnipeg');
    await shopper.getByLabel('Postal code').fill('R3C 0A1');
    await shopper.getByLabel('Phone').fill('204-555-0100');
  }
  await shopper.getByLabel('Card number').fill('4242 4242 4242 4242');
  await shopper.getByLabel(/Expiration|Expiry/).fill('12/34');
  await shopper.getByLabel(/CVC|Security code/).fill('123');
  await shopper.getByRole('button', { name: `Pay ${due}` }).click();
  await expect(shopper.getByTestId('quote-paid')).toBeVisible();
  // The thank-you is brought into view and focused: she paid at the foot of a long page (issue 44 build 8).
  await expect(shopper.getByTestId('quote-paid').getByRole('heading')).toBeInViewport();
  await expect(shopper.getByTestId('quote-paid').getByRole('heading')).toBeFocused();
  const paidText = (await shopper.getByTestId('quote-paid').textContent()) ?? '';
  // The same link again: paid, so it cannot be paid twice.
  await shopper.goto(`./${link}`);
  await expect(shopper.getByTestId('quote-problem')).toContainText('already been paid');
  await context.close();
  return paidText;
}

async function openOrdersTab(page: Page, tab: string) {
  await page.goto('./admin/orders');
  await page.getByRole('button', { name: tab, exact: true }).click();
}

test.describe('quotes for custom work', () => {
  test('a consultation becomes a quote; the mailed link pays a 30% deposit; the order is To make with its balance; the balance link is paid', { tag: '@desktop-only' }, async ({ page, request, browser }, info) => {
    // A long journey: two shoppers' visits and the admin's, each payment through the webhook path and its mail.
    test.setTimeout(180_000);
    const marker = randomUUID().slice(0, 6);
    const message = `A moonstone ring, size 7, engraved inside (${marker}).`;
    const asked = await request.post('/api/contact', {
      headers: { 'x-session-id': randomUUID() },
      data: { name: 'Luna Moreau', email: 'luna@example.ca', subject: 'Custom Jewelry Design', message, isConsultation: true },
    });
    expect(asked.status()).toBeLessThan(300);

    // The artisan, signed in: the consultation in her inbox becomes a quote.
    await signIn(page);
    await page.goto('./admin/inbox');
    const entry = page.getByTestId('inbox-entry').filter({ hasText: marker });
    await entry.getByRole('link', { name: 'Write a quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Luna Moreau');
    await expect(page.getByLabel('Email')).toHaveValue('luna@example.ca');
    await page.getByLabel('Line 1').fill('Custom moonstone ring, size 7');
    await page.getByLabel('Price ($)').first().fill('150');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByLabel('Line 2').fill('Engraving inside the band');
    await page.getByLabel('Price ($)').nth(1).fill('30.00');
    await expect(page.getByRole('button', { name: '30%' })).toHaveAttribute('aria-pressed', 'true');
    // The deposit's terms, prefilled from her choice (issue 45), and when the piece will be ready.
    await expect(page.getByRole('button', { name: 'Refundable', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(/Deposit terms/)).toHaveValue('Your deposit is refundable until I start making your piece.');
    await page.getByLabel('Ready by (optional)').fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
    await expect(page.getByTestId('quote-preview-ready-by')).toContainText('Ready by');
    await screenshot(page, info, 'quote-editor');
    await page.getByRole('button', { name: 'Send the quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    const row = page.getByTestId('quote-row').filter({ hasText: 'Luna Moreau' }).first();
    const heading = (await row.getByRole('heading').textContent())!;
    const quoteId = Number(/#(\d+)/.exec(heading)![1]);
    await expect(row.getByTestId('quote-status')).toHaveText('Sent, not paid');

    // 150.00 + 30.00 in Manitoba: GST 9.00 + RST 12.60 = $201.60; 30% deposit $60.48; balance $141.12.
    const mail = await mailText(`quote-${quoteId}-sent.eml`);
    expect(mail).toContain('A 30% deposit of $60.48 starts the work');
    expect(mail).toContain('Refundable deposit: Your deposit is refundable until I start making your piece.');
    expect(mail).toContain('Your piece will be ready by');
    const paid = await payLink(browser, linkIn(mail), '$60.48', true, page.viewportSize()!);
    const orderId = Number(/order number is #(\d+)/.exec(paid)![1]);
    expect((await mailText(`quote-${quoteId}-deposit-paid.eml`))).toContain('A balance of $141.12 is still owed');
    // She hears of the payment herself, with what is still owed.
    expect(await mailText(`quote-${quoteId}-deposit-paid-artisan.eml`)).toContain('Still owed: $141.12 CAD');

    // The order is in "To make" with the balance owed, not in "To ship".
    await openOrdersTab(page, 'To make');
    const order = page.getByTestId('order-row').filter({ hasText: `#${orderId}` });
    await expect(order).toBeVisible();
    await expect(order.getByTestId('balance-owed')).toHaveText('Balance owed $141.12');
    await screenshot(page, info, 'quote-to-make');
    await openOrdersTab(page, 'To ship');
    await expect(page.getByTestId('order-row').filter({ hasText: `#${orderId}` })).toHaveCount(0);

    // The piece is made: she sends the balance's link; the shopper pays it the same way.
    await page.goto('./admin/quotes');
    const made = page.getByTestId('quote-row').filter({ hasText: `Quote #${quoteId}` });
    await expect(made.getByTestId('quote-status')).toHaveText('Deposit paid, to make');
    await made.getByRole('button', { name: 'Send the balance link ($141.12)' }).click();
    await expect(made.getByRole('button', { name: 'Balance link sent' })).toBeDisabled();
    const balanceMail = await mailText(`quote-${quoteId}-balance.eml`);
    await payLink(browser, linkIn(balanceMail), '$141.12', false, page.viewportSize()!);

    await page.goto('./admin/quotes');
    await expect(page.getByTestId('quote-row').filter({ hasText: `Quote #${quoteId}` }).getByTestId('quote-status')).toHaveText('Paid in full');
    await openOrdersTab(page, 'To ship');
    const ready = page.getByTestId('order-row').filter({ hasText: `#${orderId}` });
    await expect(ready).toBeVisible();
    await expect(ready.getByTestId('balance-owed')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('a French quote opens in French under {base}fr/quote/, and an altered link says it is not valid', async ({ page, request }, info) => {
    const token = await adminToken(request);
    const expiresOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await request.post('/api/admin/quotes', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        customerName: 'Élodie Tremblay',
        customerEmail: 'elodie@example.ca',
        province: 'QC',
        language: 'fr',
        lines: [{ description: 'Pendentif en labradorite sur mesure', price: '120.00' }],
        depositPercent: 50,
        depositTerms: { refundable: false, text: 'Votre acompte n’est pas remboursable : il paie les pierres que j’achète pour votre bijou.' },
        expiresOn,
        readyBy: expiresOn,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const mail = await mailText(`quote-${id}-sent.eml`);
    expect(mail).toContain('Voir et payer votre devis');
    const link = linkIn(mail);
    expect(link.startsWith('fr/quote/')).toBe(true);
    await page.goto(`./${link}`);
    await expect(page.getByRole('heading', { level: 1, name: `Votre devis n° ${id}` })).toBeVisible();
    await expect(page.getByText('Bonjour Élodie Tremblay, voici le devis de votre bijou sur mesure.')).toBeVisible();
    // 120.00 + TPS 6.00 + TVQ 11.97 = 137.97; half now.
    await expect(page.getByTestId('quote-due')).toHaveText(/68,99\s\$/);
    await expect(page.getByText(/TVQ/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Payer 68,99/ })).toBeVisible();
    await expect(page.getByTestId('quote-deposit-terms')).toHaveText('Acompte non remboursable : Votre acompte n’est pas remboursable : il paie les pierres que j’achète pour votre bijou.');
    await expect(page.getByTestId('quote-ready-by')).toContainText('Votre bijou sera prêt d’ici le');
    await screenshot(page, info, 'quote-page-fr');
    await expectNoSeriousAxeViolations(page);
    await page.goto(`./${link.slice(0, -2)}xx`);
    await expect(page.getByTestId('quote-problem')).toContainText('Ce lien de devis n’est pas valide');
  });

  test('a sent quote is corrected (the old link says so, the new one is mailed), then cancelled (its link says so)', { tag: '@phone-only' }, async ({ page, request }, info) => {
    const token = await adminToken(request);
    const expiresOn = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const marker = randomUUID().slice(0, 6);
    const created = await request.post('/api/admin/quotes', {
      headers: { authorization: `Bearer ${token}` },
      data: { customerName: `Iris ${marker}`, customerEmail: 'iris@example.ca', province: 'MB', lines: [{ description: 'Custom garnet pendant', price: '100.00' }], depositPercent: 30, depositTerms: { refundable: true, text: 'Your deposit is refundable until I start making your piece.' }, expiresOn },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const firstLink = linkIn(await mailText(`quote-${id}-sent.eml`));

    await signIn(page);
    await page.goto('./admin/quotes');
    const card = page.getByTestId('quote-row').filter({ hasText: `Quote #${id} ·` });
    await card.getByRole('link', { name: `Edit quote #${id}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit quote #${id}` })).toBeVisible();
    await expect(page.getByLabel('Line 1')).toHaveValue('Custom garnet pendant');
    await page.getByLabel('Price ($)').fill('120.00');
    await screenshot(page, info, 'quote-edit');
    await page.getByRole('button', { name: 'Save and send the new link' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `Quote #${id} updated` })).toBeVisible();
    // 120.00 in Manitoba with GST and RST: 134.40.
    await expect(page.getByTestId('quote-row').filter({ hasText: `Quote #${id} ·` })).toContainText('$134.40');

    const updated = await mailText(`quote-${id}-sent-v2.eml`);
    expect(updated).toContain('The link in our earlier email no longer works');
    const newLink = linkIn(updated);
    await page.goto(`./${firstLink}`);
    await expect(page.getByTestId('quote-problem')).toContainText('This quote has been updated: please use the link in the newest email we sent you.');
    await page.goto(`./${newLink}`);
    await expect(page.getByTestId('quote-due')).toHaveText('$40.32');

    await page.goto('./admin/quotes');
    const again = page.getByTestId('quote-row').filter({ hasText: `Quote #${id} ·` });
    await again.getByRole('button', { name: `Cancel quote #${id}` }).click();
    await again.getByRole('button', { name: `Yes, cancel quote #${id}` }).click();
    await expect(again.getByTestId('quote-status')).toHaveText('Cancelled');
    await expect(again.getByRole('link', { name: `Edit quote #${id}` })).toHaveCount(0);
    await page.goto(`./${newLink}`);
    await expect(page.getByTestId('quote-problem')).toContainText('This quote was cancelled by the shop.');
  });
});
