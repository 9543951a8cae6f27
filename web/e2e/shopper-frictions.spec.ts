import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './support/outbox-dir';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { adminToken, createPiece, signIn } from './support/admin-steps';
import { isPhone } from './support/storefront-steps';


async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function addToCart(page: Page, productId: number) {
  await page.goto(`product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to Cart' })).toBeVisible();
}

const form = (page: Page) => page.getByRole('form', { name: 'Checkout' });

/*
 * Every journey runs on the desktop and the 390x844 phone projects, except the @phone-only ones (the sticky
 * purchase bar exists only on phones). Where the two screens differ, the journey checks each its own way.
 */

test.describe('checkout', () => {
  test('the Order Summary sits above the form on a phone (beside it on desktop) and changes a quantity and removes a line', async ({ page }, info) => {
    await addToCart(page, 9); // Selenite Charging Plate, $28.00
    await addToCart(page, 12); // Tiger's Eye Palm Stone, $24.00
    // The bag icon still goes to /checkout.
    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByTestId('order-summary');
    const toggle = page.getByTestId('summary-toggle');
    const summaryBox = (await summary.boundingBox())!;
    const formBox = (await form(page).boundingBox())!;
    if (isPhone()) {
      // Above the form on a phone, collapsed to a bar with the total.
      await expect(toggle).toContainText('$52.00');
      expect(summaryBox.y).toBeLessThan(formBox.y);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    } else {
      // The column beside the form on desktop, always open.
      await expect(toggle).toBeHidden();
      expect(summaryBox.x).toBeGreaterThan(formBox.x + formBox.width - 1);
    }

    await summary.getByRole('group', { name: 'Quantity of Selenite Charging Plate' }).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(summary.getByTestId('summary-line').filter({ hasText: 'Selenite' })).toContainText('Qty: 2');
    await expect(page.getByTestId('summary-total')).toHaveText('$80.00');
    await expect(page.getByTestId('complete-order')).toHaveText('Complete Order - $80.00');
    await summary.getByRole('button', { name: "Remove Tiger's Eye Palm Stone from cart" }).click();
    await expect(summary.getByTestId('summary-line')).toHaveCount(1);
    await expect(page.getByTestId('summary-total')).toHaveText('$56.00');
    // No chat bubble over the checkout's values.
    await expect(page.getByTestId('chat-widget-slot')).toBeHidden();
    await page.screenshot({ path: info.outputPath(`checkout-summary-${info.project.name}.png`), fullPage: false });
    await expectNoSeriousA11yIssues(page);
  });

  test('a reload keeps the typed form (never the card), and postal codes read A1A 1A1 for their province', async ({ page }, info) => {
    await addToCart(page, 9);
    await page.goto('checkout');
    await form(page).getByLabel('Email').fill('luna@example.com');
    await form(page).getByLabel('First Name').fill('Luna');
    await form(page).getByLabel('Street Address').fill('123 Crystal Lane');
    await form(page).getByLabel('Province').selectOption('MB');
    await form(page).getByLabel('Postal Code').fill('r3c0a5');
    await form(page).getByLabel('Card number').click();
    await expect(form(page).getByLabel('Postal Code')).toHaveValue('R3C 0A5');
    await form(page).getByLabel('Card number').fill('4242 4242 4242 4242');

    await page.reload();
    await expect(form(page).getByLabel('Email')).toHaveValue('luna@example.com');
    await expect(form(page).getByLabel('First Name')).toHaveValue('Luna');
    await expect(form(page).getByLabel('Street Address')).toHaveValue('123 Crystal Lane');
    await expect(form(page).getByLabel('Province')).toHaveValue('MB');
    await expect(form(page).getByLabel('Postal Code')).toHaveValue('R3C 0A5');
    await expect(form(page).getByLabel('Card number')).toHaveValue('');
    const draft = await page.evaluate(() => JSON.stringify(window.sessionStorage));
    expect(draft).not.toContain('4242');

    // A code from another province is refused with a message that says why.
    await form(page).getByLabel('Province').selectOption('AB');
    await page.getByTestId('complete-order').click();
    await expect(form(page).getByText('Postal codes in Alberta start with T. Please check the postal code or the province.')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`checkout-reloaded-${info.project.name}.png`), fullPage: true });
    await expectNoSeriousA11yIssues(page);
  });
});

test('"Schedule Consultation" on a piece opens the form naming it, in English and French', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('product/19');
  await page.getByRole('link', { name: 'Schedule Consultation' }).click();
  await expect(page.getByTestId('about-piece')).toHaveText('About the Moonstone Stacking Ring');
  await expect(page.getByLabel('Message')).toHaveValue("I'd like a consultation about the Moonstone Stacking Ring.");
  await expect(page.getByLabel('I would like to book a consultation')).toBeChecked();
  await page.goto('fr/product/19');
  await page.getByRole('link', { name: 'Réserver une consultation' }).click();
  await expect(page.getByTestId('about-piece')).toHaveText('À propos de « Bague empilable en pierre de lune »');
  // An address naming no piece, or another text, names nothing.
  await page.goto('contact?consultation=1&piece=<b>x</b>');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('about-piece')).toHaveCount(0);
});

test('a keyboard Add to Cart keeps focus on the button', async ({ page }) => {
  await page.goto('product/9');
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to Cart' })).toBeVisible();
  await expect(add).toBeFocused();
});

test.describe('search', () => {
  test('"amethist" finds the amethyst pieces, and suggestions appear as you type', async ({ page }, info) => {
    await page.goto('./');
    await page.getByRole('button', { name: 'Search products' }).click();
    const box = page.getByRole('combobox', { name: 'Search crystal jewellery' });
    await box.fill('amethist');
    await expect(page.getByTestId('search-suggestions').locator('option[value="Amethyst"]')).toHaveCount(1);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=amethist$/);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const names = await cards.getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => /amethyst/i.test(n))).toBe(true);
    await page.screenshot({ path: info.outputPath(`search-amethist-${info.project.name}.png`) });
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe('merchandising', () => {
  test('a sold-out piece says Out of Stock on its card and page; Rings and Bracelets are in the Shop menu', async ({ page }, info) => {
    const res = await page.request.get('/api/products?search=Lapis%20Lazuli%20Bar%20Necklace');
    const [lapis] = (await res.json()) as { id: number; stockQuantity: number }[];
    expect(lapis!.stockQuantity).toBe(0);

    await page.goto('products/crystal-necklaces');
    const card = page.getByTestId('product-card').filter({ hasText: 'Lapis Lazuli Bar Necklace' });
    await expect(card.getByTestId('sold-out-badge')).toHaveText('Out of Stock');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`sold-out-card-${info.project.name}.png`) });

    await page.goto(`product/${lapis!.id}`);
    await expect(page.getByTestId('stock-line')).toHaveText('Out of Stock');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await page.screenshot({ path: info.outputPath(`sold-out-page-${info.project.name}.png`) });
    await expectNoSeriousA11yIssues(page);

    // The featured grid never leads with a sold-out piece.
    const featured = (await (await page.request.get('/api/products/featured')).json()) as { stockQuantity: number }[];
    const firstSoldOut = featured.findIndex((p) => p.stockQuantity <= 0);
    if (firstSoldOut >= 0) expect(featured.slice(firstSoldOut).every((p) => p.stockQuantity <= 0)).toBe(true);

    // The menu sheet on a phone, the Shop disclosure on desktop.
    if (isPhone()) await page.getByRole('button', { name: 'Open menu' }).click();
    else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' }).click();
    const nav = page.getByRole('navigation', { name: isPhone() ? 'Mobile' : 'Main' });
    await expect(nav.getByRole('link', { name: 'Rings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Bracelets' })).toBeVisible();
    if (isPhone()) await expect(nav.getByRole('link').first()).toHaveText('All Products');
  });

  test('Add to Cart stays in reach in a bar at the bottom once the page is scrolled', { tag: '@phone-only' }, async ({ page }, info) => {
    await page.goto('product/9');
    await expect(page.getByTestId('sticky-purchase-bar')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByTestId('sticky-purchase-bar');
    // Scroll past the page's own button (the page may still be growing as its lower sections load).
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 600);
        return bar.isVisible();
      })
      .toBe(true);
    await page.screenshot({ path: info.outputPath('sticky-bar-phone.png') });
    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to Cart' })).toBeVisible();
  });
});

test.describe('back in stock', () => {
  test("'Email me when it's back' is mailed once after a restock in /admin", async ({ page, request }, info) => {
    const token = await adminToken(request);
    const piece = await createPiece(request, token, `Sold Out Fluorite ${randomUUID().slice(0, 4)}`);
    const soldOut = await request.put(`/api/admin/products/${piece.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { ...pickInput(piece), stockQuantity: 0 },
    });
    expect(soldOut.status(), await soldOut.text()).toBe(200);

    await page.goto(`product/${piece.id}`);
    await expect(page.getByTestId('stock-line')).toHaveText('Out of Stock');
    await page.getByLabel('Email', { exact: true }).fill('waiting@example.ca');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByTestId('back-in-stock-done')).toContainText('waiting@example.ca');
    await page.screenshot({ path: info.outputPath(`back-in-stock-request-${info.project.name}.png`) });
    await expectNoSeriousA11yIssues(page);

    await signIn(page);
    await page.goto(`./admin/products/${piece.id}`);
    await page.getByLabel('Stock', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('toast').getByText('Product saved')).toBeVisible();
    const mail = path.join(outboxDir(), `back-in-stock-${piece.id}-waiting_example.ca.eml`);
    await expect.poll(() => existsSync(mail)).toBe(true);
    expect(readFileSync(mail, 'utf8')).toContain(`Subject: ${String(piece.name)} is back in stock`);
    const sent = readdirSync(outboxDir()).filter((f) => f.startsWith(`back-in-stock-${piece.id}-`));
    expect(sent).toEqual([`back-in-stock-${piece.id}-waiting_example.ca.eml`]);
  });
});

/** The admin product form's fields from an admin product. */
function pickInput(p: Record<string, unknown>) {
  const keys = ['name', 'description', 'price', 'categoryId', 'materials', 'gemstones', 'weight', 'sku', 'stockQuantity', 'isFeatured', 'isActive', 'careInstructions', 'images', 'etsyLink'];
  const input = Object.fromEntries(keys.filter((k) => p[k] !== undefined && p[k] !== null).map((k) => [k, p[k]]));
  const images = (p.images as { id: string; alt: string }[] | undefined) ?? [];
  return { ...input, images: images.map(({ id, alt }) => ({ id, alt })) };
}
