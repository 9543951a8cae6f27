import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Shared steps of the AI journeys. */

/** axe's serious and critical WCAG 2 A/AA violations on the page, as `id: targets` lines. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

/** Types a question into the AI page's box (text, image or audio mode) and sends it with Enter. */
export async function ask(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: /Your question|Describe your image|audio consultation/ });
  await box.fill(text);
  await box.press('Enter');
}
