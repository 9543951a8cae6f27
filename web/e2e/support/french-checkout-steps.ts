import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './outbox-dir';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** An amount as fr-CA writes it, whatever space Intl puts before the sign: '64,39 $'. */
export const frenchAmount = (amount: string) => new RegExp(`^${amount}[\\s\\u00a0\\u202f]\\$$`);

export async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const frenchForm = (page: Page) => page.getByRole('form', { name: 'Paiement' });

/** Adds a piece from its French page, with the purchase button (named in whichever words the page uses). */
export async function addFromFrenchPage(page: Page, productId: number) {
  await page.goto(`fr/product/${productId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.locator('main button:has(svg.lucide-shopping-bag)').first().click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Ajouté au panier' })).toBeVisible();
}

export async function fillFrenchContactAndAddress(page: Page, postalCode: string) {
  const form = frenchForm(page);
  await form.getByLabel('Courriel').fill('maude@example.com');
  await form.getByLabel('Prénom').fill('Maude');
  await form.getByLabel('Nom de famille').fill('Tremblay');
  await form.getByLabel('Téléphone').fill('514-555-0142');
  await form.getByLabel('Adresse', { exact: true }).fill('1200, rue Saint-Denis');
  await form.getByLabel('Ville').fill('Montréal');
  await form.getByLabel('Province').selectOption('QC');
  await form.getByLabel('Code postal').fill(postalCode);
}

export async function fillFrenchCard(page: Page, number: string) {
  const form = frenchForm(page);
  await form.getByLabel('Numéro de carte').fill(number);
  await form.getByLabel('Exp. (MM/AA)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
}

/** One part of a mail in the outbox, decoded (the local mailer writes each part in base64). */
export function mailPart(file: string, type: 'text/plain' | 'text/html'): string {
  const eml = readFileSync(path.join(outboxDir(), file), 'utf8');
  const match = new RegExp(`Content-Type: ${type}; charset=UTF-8\\r\\nContent-Transfer-Encoding: base64\\r\\n\\r\\n([A-Za-z0-9+/=]+)`).exec(eml);
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
}

export function outboxHas(file: string): boolean {
  try {
    return readdirSync(outboxDir()).includes(file);
  } catch {
    return false;
  }
}

/** The raw mail, for its headers (the subject is encoded as RFC 2047 words). */
export const rawMail = (file: string) => readFileSync(path.join(outboxDir(), file), 'utf8');

/** The French checkout on a phone, from the top of the page to the Pay button, for the docs. */
export async function screenshotCheckout(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const button = await page.getByTestId('complete-order').boundingBox();
  const bottom = Math.ceil((button?.y ?? 0) + (button?.height ?? 0) + 24);
  await page.screenshot({ path: 'docs/screenshots/fr-checkout-phone.png', fullPage: true, clip: { x: 0, y: 0, width: 390, height: bottom } });
}
