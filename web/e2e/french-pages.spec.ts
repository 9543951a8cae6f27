import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/ai-steps';

/** The French site's information pages, contact and AI guide, on a phone and on desktop. */

const PAGES = [
  ['about', 'À propos de Sacred Crystal Jewelry'],
  ['size-guide', 'Guide des tailles'],
  ['jewelry-care', 'Entretien des bijoux'],
  ['warranty', 'Garantie'],
  ['returns', 'Retours et échanges'],
  ['financing', 'Financement'],
  ['privacy-policy', 'Politique de confidentialité'],
  ['terms', 'Conditions d’utilisation'],
] as const;

const MONTH = /(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/;

async function expectFrench(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
}

/** Nothing sticks out sideways on a 390 px phone (French runs about a fifth longer than English). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('French information pages', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} reads in French`, async ({ page }) => {
      await page.goto(`./fr/${path}`);
      await expectFrench(page, heading);
      await expect(page).toHaveTitle(new RegExp(heading));
      await expectNoSidewaysScroll(page);
    });
  }

  test('links inside a page stay on the French site', async ({ page }) => {
    await page.goto('./fr/returns');
    await page.getByRole('main').getByRole('link', { name: 'garantie' }).click(); // the page's own link (the footer has one too)
    await expect(page).toHaveURL(/\/shop\/fr\/warranty$/);
    await expectFrench(page, 'Garantie');
  });

  test('about and a legal page have no serious or critical axe violations', async ({ page }) => {
    await page.goto('./fr/about');
    await expectFrench(page, 'À propos de Sacred Crystal Jewelry');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('./fr/privacy-policy');
    await expectFrench(page, 'Politique de confidentialité');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('French contact page', () => {
  test('validates in French, offers French consultations with a French calendar, and sends', async ({ page }) => {
    await page.goto('./fr/contact');
    await expectFrench(page, 'Nous joindre');
    await expect(page.getByText('Lun-ven 10 h à 18 h')).toBeVisible();
    const form = page.getByRole('form', { name: 'Formulaire de contact' });

    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByText('Le nom est obligatoire')).toBeVisible();
    await expect(form.getByText('Veuillez entrer une adresse courriel valide')).toBeVisible();
    await expect(form.getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('J’aimerais réserver une consultation').check();
    await form.getByLabel('Type de consultation').selectOption({ label: 'Lecture énergétique' });
    await form.getByRole('button', { name: /Date souhaitée/ }).click();
    await expect(page.getByRole('dialog', { name: 'Choisissez une date souhaitée' }).getByText(MONTH).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await form.getByLabel('Nom').fill('Mélanie Tremblay');
    await form.getByLabel('Courriel').fill('melanie@example.ca');
    await form.getByLabel('Message').fill('Bonjour, j’aimerais une lecture pour choisir un pendentif.');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Demander une consultation' }).click();
    const sent = await response;
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toMatchObject({ subject: 'Energy Reading', isConsultation: true });
    await expect(page.getByTestId('toast')).toContainText('Message envoyé!');
    await expectNoSidewaysScroll(page);
  });
});

test.describe('French AI guide', () => {
  test('asks in French: the request asks for French and the answer is shown in the French page', async ({ page }) => {
    await page.goto('./fr/ai-assistant');
    await expectFrench(page, 'Conseiller IA en cristaux');
    await expect(page.getByTestId('ai-assistant-message').first()).toContainText('Bienvenue.');
    expect(await seriousViolations(page)).toEqual([]);

    const box = page.getByRole('textbox', { name: 'Votre question' });
    const ask = async (question: string) => {
      await box.fill(question);
      const response = page.waitForResponse((r) => r.url().includes('/api/ai') && r.request().method() === 'POST');
      await box.press('Enter');
      const answered = await response;
      expect(answered.status()).toBe(200);
      expect(answered.request().postDataJSON()).toMatchObject({ locale: 'fr', prompt: question });
    };

    // A wish: the French knowledge base's words, and pieces linked on the French site.
    await ask('Quelle pierre pour le calme?');
    const calm = page.getByTestId('ai-assistant-message').nth(1);
    await expect(calm).toContainText('Pour le calme, on se tourne traditionnellement vers');
    await expect(calm).toContainText('Dans la boutique, en stock');
    await expect(calm).toContainText('Guide des cristaux');
    await expect(calm.locator('a[href*="/fr/product/"]').first()).toBeVisible();
    await expect(calm).not.toContainText('From our shop');

    // A shop fact: the French shipping terms, from the same figures as the English guide.
    await ask('Combien coûte la livraison au Québec?');
    const shipping = page.getByTestId('ai-assistant-message').nth(2);
    await expect(shipping).toContainText('Nous livrons partout au Canada');
    await expect(shipping).toContainText('La livraison est gratuite sur toutes les commandes');
    await expect(shipping.getByRole('link', { name: 'Livraison' })).toHaveAttribute('href', /\/fr\/terms$/);
    await expect(shipping).not.toContainText('We ship');
    await expectNoSidewaysScroll(page);
  });

  test('the floating guide greets in French and asks for French answers', async ({ page }) => {
    await page.goto('./fr/jewelry-care');
    await expectFrench(page, 'Entretien des bijoux');
    await page.getByRole('button', { name: 'Ouvrir la discussion avec le Guide de sagesse des cristaux' }).click();
    const widget = page.getByTestId('chat-widget');
    await expect(widget.getByRole('heading', { name: 'Guide de sagesse des cristaux' })).toBeVisible();
    await expect(widget.getByTestId('widget-ai-message').first()).toContainText('Bonjour!');
    const box = widget.getByRole('textbox', { name: 'Écrire au Guide de sagesse des cristaux' });
    await box.fill('Quelle pierre pour dormir?');
    const response = page.waitForResponse((r) => r.url().includes('/api/ai') && r.request().method() === 'POST');
    await widget.getByRole('button', { name: 'Envoyer le message' }).click();
    expect((await response).request().postDataJSON()).toMatchObject({ locale: 'fr', message: 'Quelle pierre pour dormir?' });
    await expect(widget.getByTestId('widget-ai-message').nth(1)).toContainText('Pour le sommeil, on se tourne traditionnellement vers');
  });
});
