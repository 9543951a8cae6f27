import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { adminToken, signIn } from './support/admin-steps';
import { mailPart } from './support/french-checkout-steps';
import { outboxDir } from './support/outbox-dir';

const mails = (prefix: string) => readdirSync(outboxDir()).filter((f) => f.startsWith(prefix.replace(/[^\w.-]/g, '_')));

/** A sign-up on the footer's form, confirmed from its mail's link unless `pending`. */
async function subscribe(request: APIRequestContext, email: string, language: 'en' | 'fr', pending = false) {
  const res = await request.post('/api/newsletter', { headers: { 'x-session-id': randomUUID() }, data: { email, language, source: 'footer' } });
  expect(res.status()).toBe(201);
  if (pending) return;
  await expect.poll(() => mails(`newsletter-confirm-${email}-`).length).toBe(1);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=([\w.-]+)/.exec(mailPart(mails(`newsletter-confirm-${email}-`)[0]!, 'text/plain'))!;
  expect((await request.post(`/api/newsletter/confirm/${link[1]}`)).status()).toBe(200);
}

/** The one-click unsubscribe (RFC 8058) of a campaign mail: its List-Unsubscribe link, posted as a mail client does. */
const oneClick = (file: string) => new URL(/List-Unsubscribe: <([^>]+)>/.exec(readFileSync(path.join(outboxDir(), file), 'utf8'))![1]!);

/**
 * Issue 47: a campaign goes out. She saves it, mails herself a test, then sends it: a confirmed English and
 * a confirmed French subscriber each get one mail in their language; a pending address and one that left
 * get none. The mail's header link unsubscribes with one POST and no page.
 */
test('she saves a campaign, sends a test, then sends it: one mail per confirmed subscriber in their language; the header link unsubscribes in one click', async ({ page, request }) => {
  const tag = randomUUID().slice(0, 8);
  const [en, fr, pending, gone] = ['luna', 'mathilde', 'pending', 'gone'].map((n) => `${n}-${tag}@example.ca`) as [string, string, string, string];
  await subscribe(request, en, 'en');
  await subscribe(request, fr, 'fr');
  await subscribe(request, pending, 'en', true);
  await subscribe(request, gone, 'en');
  await expect.poll(() => mails(`newsletter-${gone}-welcome`).length).toBe(1);
  const unsubscribe = /\/unsubscribe\?token=([\w.-]+)/.exec(mailPart(mails(`newsletter-${gone}-welcome`)[0]!, 'text/plain'));
  expect(unsubscribe, 'the welcome mail carries an unsubscribe link').not.toBeNull();
  const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' };
  expect((await request.post(`/api/newsletter/unsubscribe/${unsubscribe![1]}`, form)).status()).toBe(200);

  await signIn(page);
  await page.goto('./admin/campaigns/new');
  await page.getByLabel('Subject', { exact: true }).fill(`Full moon pieces ${tag}`);
  await page.getByLabel('Body', { exact: true }).fill('## The full moon\n\nThree pieces made for it. [See them](https://example.ca/shop/)');
  await page.getByLabel('French subject').fill(`Pièces de pleine lune ${tag}`);
  await page.getByLabel('French body').fill('## La pleine lune\n\nTrois pièces faites pour elle.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/[0-9a-f]{32}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;

  await page.getByLabel('Send a test to').fill(`artisan-${tag}@example.ca`);
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect.poll(() => mails(`campaign-${id}-test-`).length).toBe(1);
  expect(mailPart(mails(`campaign-${id}-test-`)[0]!, 'text/plain')).toContain('The full moon'.toUpperCase());

  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('button', { name: 'Yes, send it' }).click();
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  await expect.poll(async () => (await (await request.get(`/api/admin/campaigns/${id}`, { headers: auth })).json()).status, { timeout: 30_000 }).toBe('sent');

  expect(mails(`campaign-${id}-${en}`)).toHaveLength(1);
  expect(mails(`campaign-${id}-${fr}`)).toHaveLength(1);
  expect(mails(`campaign-${id}-${pending}`)).toHaveLength(0);
  expect(mails(`campaign-${id}-${gone}`)).toHaveLength(0);
  expect(mailPart(mails(`campaign-${id}-${en}`)[0]!, 'text/plain')).toContain('Three pieces made for it.');
  expect(mailPart(mails(`campaign-${id}-${fr}`)[0]!, 'text/plain')).toContain('Trois pièces faites pour elle.');

  // One click from the mail's header: a POST, no page; she is off the list.
  const link = oneClick(mails(`campaign-${id}-${en}`)[0]!);
  const res = await request.post(link.pathname, form);
  expect(res.status()).toBe(200);
  await expect.poll(async () => (await (await request.get(`/api/admin/campaigns/${id}`, { headers: auth })).json()).unsubscribedSince).toBe(1);
});
