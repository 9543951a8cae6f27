import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { mailPart } from './french-checkout-steps';
import { outboxDir } from './outbox-dir';

/** Steps of the gift card journeys (issue 49): the mail outbox's gift card mails, the delivery job, the balance page. */

/** The outbox's mails whose file name says gift card, oldest name first. */
export function giftCardMails(): string[] {
  try {
    return readdirSync(outboxDir())
      .filter((file) => /gift-card/i.test(file))
      .sort();
  } catch {
    return [];
  }
}

/** Runs the delivery job once, as of a time, against this project's local server data (as `npm run job` runs it). */
export function runDeliveryJob(asOf: string) {
  const dataDir = path.relative(process.cwd(), path.dirname(outboxDir()));
  execFileSync('npx', ['tsx', 'scripts/local/run-job.ts', 'gift-card-delivery', '--as-of', asOf, '--data-dir', dataDir], { stdio: 'pipe' });
}

/** A card's code as the recipient's mail gives it: 16 letters and digits in groups of four. */
export function codeInMail(file: string): string {
  const text = mailPart(file, 'text/plain');
  const code = /\b[A-Z0-9]{4}[- ][A-Z0-9]{4}[- ][A-Z0-9]{4}[- ][A-Z0-9]{4}\b/.exec(text)?.[0];
  expect(code, `no code in ${file}`).toBeTruthy();
  return code!;
}

/** The balance page's answer for a code. */
export async function balanceOf(page: Page, code: string, french = false) {
  await page.goto(french ? 'fr/gift-card' : 'gift-card');
  await page.getByLabel(french ? 'Code de la carte-cadeau' : 'Gift card code').fill(code);
  await page.getByRole('button', { name: french ? 'Voir le solde' : 'Check balance' }).click();
  return page.getByTestId('gift-card-balance');
}
