import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './support/outbox-dir';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

function mailText(file: string): string {
  const raw = readFileSync(path.join(outboxDir(), file), 'utf8');
  return Buffer.from(raw.split('\r\n\r\n')[1]!.trim(), 'base64').toString('utf8');
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const toast = (page: Page) => page.getByTestId('toast');

test.describe('contact page', () => {
  test('sends a message: the button says it is sending, then the toast shows and the form is reset', async ({ page }) => {
    await page.goto('./contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByText('Mon-Fri 10:00 AM-6:00 PM')).toBeVisible();
    await expect(page.getByText('Online consultations 24/7')).toBeVisible();

    const f = form(page);
    await f.getByLabel('Name').fill('Maya Thunderbird');
    await f.getByLabel('Email').fill('maya@example.ca');
    await f.getByLabel('Subject').fill('A ring for my sister');
    await f.getByLabel('Message').fill('Could you make an amethyst ring in size 6? <b>Purple</b> please.');

    // Hold the request briefly so the in-flight state can be seen; the real server still answers it.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await f.getByRole('button', { name: 'Send Message' }).click();
    const sending = f.getByRole('button', { name: 'Sending Sacred Message...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();
    const res = await response;
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: number };

    await expect(toast(page)).toContainText('Message sent successfully!');
    await expect(toast(page)).toContainText("We'll get back to you within 24 hours.");
    await expect(f.getByLabel('Name')).toHaveValue('');
    await expect(f.getByLabel('Message')).toHaveValue('');
    await expect(f.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    // The artisan got a plain-text notification with the shopper's words, in the local outbox.
    expect(mailText(`contact-${id}-artisan.eml`)).toContain('Could you make an amethyst ring in size 6? <b>Purple</b> please.');
    expect(mailText(`contact-${id}-ack.eml`)).toContain('Hello Maya,');
    // The acknowledgement quotes nothing the sender wrote beyond a first name (decision 0042).
    expect(mailText(`contact-${id}-ack.eml`)).not.toContain('amethyst ring in size 6');
  });

  test('requests a consultation with a date picked in the calendar; past days cannot be chosen', async ({ page }) => {
    await page.goto('./contact');
    const f = form(page);
    await f.getByLabel('Name').fill('River Stone');
    await f.getByLabel('Email').fill('river@example.ca');
    await f.getByLabel('I would like to book a consultation').check();

    const subject = f.getByLabel('Consultation type');
    await expect(subject).toHaveJSProperty('tagName', 'SELECT');
    const options = await subject.locator('option').allTextContents();
    expect(options.slice(1)).toEqual([
      'Crystal Consultation',
      'Custom Jewelry Design',
      'Energy Reading',
      'Chakra Alignment',
      'Sacred Jewelry Blessing',
      'General Inquiry',
    ]);
    await subject.selectOption('Energy Reading');
    await f.getByLabel('Message').fill('I would love a reading before my birthday.');

    await f.getByLabel(/Preferred date/).click();
    const calendar = page.getByRole('dialog', { name: 'Choose a preferred date' });
    await expect(calendar).toBeVisible();
    // Today can be chosen, and the days before it cannot (when today is not the 1st).
    const todayButton = calendar.getByRole('button', { name: /^Today, / });
    await expect(todayButton).toBeEnabled();
    const disabledDays = calendar.locator('button[disabled]').filter({ hasText: /^\d+$/ });
    const todayNumber = Number(await todayButton.textContent());
    expect(await disabledDays.count()).toBeGreaterThanOrEqual(todayNumber > 1 ? 1 : 0);
    await expect(calendar.getByRole('button', { name: 'Go to the Previous Month' })).toBeDisabled();

    await page.screenshot({ path: test.info().outputPath('contact-consultation-calendar.png'), fullPage: false });

    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
    await calendar.getByRole('button', { name: /15th/ }).click();
    await expect(calendar).toBeHidden();
    const trigger = f.getByLabel(/Preferred date/);
    await expect(trigger).toContainText(/15, 20\d\d/);

    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await f.getByRole('button', { name: 'Request Consultation' }).click();
    const res = await response;
    expect(res.status()).toBe(201);
    const sent = res.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ isConsultation: true, subject: 'Energy Reading' });
    expect(sent.preferredDate).toMatch(/^\d{4}-\d{2}-15$/);

    await expect(toast(page)).toContainText('Message sent successfully!');
    // Reset: back to a plain message, no date picker, no date.
    await expect(f.getByLabel('I would like to book a consultation')).not.toBeChecked();
    await expect(f.getByLabel('Subject')).toHaveValue('');
    await expect(f.getByLabel(/Preferred date/)).toHaveCount(0);
    await expect(f.getByRole('button', { name: 'Send Message' })).toBeVisible();

    const { id } = (await res.json()) as { id: number };
    expect(mailText(`contact-${id}-artisan.eml`)).toContain(`Preferred date: ${String(sent.preferredDate)}`);
  });

  test('shows field errors and sends nothing when required fields are empty; shows the failure toast when sending fails', async ({ page }) => {
    await page.goto('./contact');
    const f = form(page);
    let calls = 0;
    await page.route('**/api/contact', async (route) => {
      calls++;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
    });
    await f.getByRole('button', { name: 'Send Message' }).click();
    await expect(f.getByText('Name is required')).toBeVisible();
    await expect(f.getByText('Message is required')).toBeVisible();
    expect(calls).toBe(0);

    await f.getByLabel('Name').fill('Ash');
    await f.getByLabel('Email').fill('ash@example.ca');
    await f.getByLabel('Subject').fill('Hello');
    await f.getByLabel('Message').fill('Hi there');
    await f.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Failed to send message');
    await expect(toast(page)).toContainText('Please try again or contact us directly.');
    expect(calls).toBe(1);
    // The shopper's text is kept so they can try again.
    await expect(f.getByLabel('Message')).toHaveValue('Hi there');
  });

  test('axe: no serious or critical violations on /contact, including consultation mode with the calendar open', async ({ page }) => {
    await page.goto('./contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await form(page).getByLabel('I would like to book a consultation').check();
    await form(page).getByLabel(/Preferred date/).click();
    await expect(page.getByRole('dialog', { name: 'Choose a preferred date' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('newsletter in the footer', () => {
  test('an empty submit does nothing; an address signs up and is asked to confirm by mail', async ({ page }) => {
    await page.goto('./about');
    const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
    await signup.scrollIntoViewIfNeeded();
    await expect(signup.getByText('By subscribing you agree to receive emails from us. Unsubscribe anytime.')).toBeVisible();
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/newsletter')) calls++;
    });
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(signup.getByLabel('Email address')).toHaveJSProperty('validity.valueMissing', true);
    expect(calls).toBe(0);

    // One address per project: both projects share one server.
    const email = `luna.${test.info().project.name}@example.ca`;
    const response = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await signup.getByLabel('Email address').fill(email);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    expect((await response).status()).toBe(201);
    // Double opt-in (decision 0043): the sign-up is pending until the mailed link is pressed.
    await expect(toast(page)).toContainText('Check your email');
    await expect(toast(page)).toContainText('We sent you a link to confirm your subscription. Nothing is sent until you click it.');
    await expect(signup.getByLabel('Email address')).toHaveValue('');

    // Signing up again while pending is fine: the same answer, still one pending sign-up.
    const again = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await signup.getByLabel('Email address').fill(email);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    expect([200, 201]).toContain((await again).status());
    await expect(toast(page)).toContainText('Check your email');
  });
});

const STATIC_PAGES: { path: string; h1: string; facts: (string | RegExp)[] }[] = [
  {
    path: 'about',
    h1: 'About Sacred Crystal Jewelry',
    facts: ['Our mission', 'Phase 1: The spark', 'Phase 2: The learning', 'Phase 3: Today', 'Our values', 'Ethically sourced', 'Step 1: Choose', 'Step 3: Finish'],
  },
  {
    path: 'size-guide',
    h1: 'Size Guide',
    facts: ['Choker', '14-16 in', 'Rope', '36+ in', 'Size 4', '14.9 mm', 'Size 10', '62.1 mm', 'XS', 'XL', 'How to measure', 'Custom sizing', 'within 2 sizes'],
  },
  { path: 'jewelry-care', h1: 'Jewelry Care', facts: ['Metal care', 'Sterling silver', 'Crystal care', 'Amethyst'] },
  { path: 'warranty', h1: 'Warranty', facts: ['Craftsmanship', '1 year', 'Crystal authenticity', 'Lifetime', 'Material quality', '6 months', 'within 24 hours', '5-7 days'] },
  {
    path: 'returns',
    h1: 'Returns & Exchanges',
    facts: ['30 days', '60 days', '14 days', 'Personalised pieces are exchange only, within 14 days.', '3-5 business days', 'Pierced jewelry', 'Misused items', 'Chemical-exposed items', 'Sale or clearance items', 'Items over 60 days'],
  },
  {
    path: 'financing',
    h1: 'Financing',
    // With the default settings no instalment method is on: the page says so, and that the shop runs no plan itself (issue 32).
    facts: ['We do not offer payment in instalments at the moment', 'Visa, Mastercard, Amex, Apple Pay and Google Pay', 'We do not run payment plans ourselves', 'Custom work'],
  },
  {
    path: 'privacy-policy',
    h1: 'Privacy Policy',
    facts: ['PIPEDA', 'within 30 days', 'Anonymous session id', 'Cart and wishlist', 'Orders', 'Contact messages', 'Newsletter consent'],
  },
  { path: 'terms', h1: 'Terms of Service', facts: ['Canadian dollars (CAD)', 'not medical', 'Manitoba'] },
];

test.describe('static pages', () => {
  for (const p of STATIC_PAGES) {
    test(`/${p.path}: one h1, title, description, key facts and no serious axe violations`, async ({ page }) => {
      await page.goto(`./${p.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${p.h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Sacred Crystal Jewelry$`));
      // The page's own description replaces index.html's shop-wide default.
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      const main = page.locator('main');
      for (const fact of p.facts) await expect(main).toContainText(fact);
      // Headings never skip a level.
      const levels = await main.locator('h1, h2, h3, h4').evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
      levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
      // Nothing is wider than the screen (tables scroll inside their own region).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (p.path === 'size-guide' || p.path === 'privacy-policy') {
        await page.screenshot({ path: test.info().outputPath(`${p.path}.png`), fullPage: true });
      }
      await expectNoSeriousAxeViolations(page);
    });
  }
});
