import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailPart } from './french-checkout-steps';
import { dataDir, outboxDir } from './outbox-dir';

/** Steps of the gift card journeys (issue 49): the mail outbox's gift card mails, the delivery job, the balance page. */

/**
 * The outbox's gift card mails written since `since` (ms), by name. The outbox folder outlives the server
 * (its DynamoDB is in memory), and a card's mail has a stable name (`gift-card-<id>-delivery`, ids start at
 * 1 on each start): a run's mail overwrites the last run's file, so only a file's time tells it is new.
 */
export function giftCardMails(since: number): string[] {
  try {
    return readdirSync(outboxDir())
      .filter((file) => /^gift-card-/.test(file) && statSync(path.join(outboxDir(), file)).mtimeMs >= since)
      .sort();
  } catch {
    return [];
  }
}

/**
 * Runs the delivery job once, as of a time, against this project's local server data (as `npm run job`
 * runs it), with the server's port so the mail's links point at it.
 */
export function runDeliveryJob(asOf: string) {
  const port = new URL(test.info().project.use.baseURL!).port;
  const args = ['tsx', 'scripts/local/run-job.ts', 'gift-card-delivery', '--as-of', asOf, '--data-dir', path.relative(process.cwd(), dataDir()), '--port', port];
  execFileSync('npx', args, { stdio: 'pipe' });
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

/**
 * The liability /admin shows equals the enabled cards' balances added up, and the card ending in `last4`
 * has `balance` left on it (GET /api/admin/gift-cards, as the dashboard reads it).
 */
export async function expectLiability(request: APIRequestContext, token: string, last4: string, balance: string) {
  const res = await request.get('/api/admin/gift-cards', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { items: { last4: string; status: string; balance: string }[]; liability: string };
  const owed = list.items.filter((c) => c.status === 'active').reduce((sum, c) => sum + Math.round(Number(c.balance) * 100), 0);
  expect(Math.round(Number(list.liability) * 100)).toBe(owed);
  expect(list.items.find((c) => c.last4 === last4)?.balance).toBe(balance);
}
