import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { makePhoto } from '../../functions/src/images/photo.factory';
import { ADMIN, adminToken, createPiece, expectNoSeriousAxeViolations, placePaidOrder, screenshot, signIn } from './support/admin-steps';

/** The artisan's /admin journeys against the local sign-in. */
test.describe('/admin', () => {
  test('sign in, ship a paid order, edit stock the shop then shows, answer a consultation, sign out', async ({ page, request }, info) => {
    // The journey includes making a phone photo and running it through the image pipeline.
    test.setTimeout(180_000);
    const token = await adminToken(request);
    const piece = await createPiece(request, token, `Fluorite Tower ${info.project.name} ${randomUUID().slice(0, 4)}`);
    // A new piece is in the sitemap and its page previews by name as soon as it is on sale.
    expect(await (await request.get('/shop/sitemap.xml')).text()).toContain(`/shop/product/${piece.id}</loc>`);
    expect(await (await request.get(`/shop/product/${piece.id}`)).text()).toContain(`<title>${piece.name as string} | Sacred Crystal Jewelry</title>`);
    const orderId = await placePaidOrder(request, piece.id);
    const subject = 'Crystal Consultation';
    const note = `Consultation note ${randomUUID()}`;
    const contact = await request.post('/api/contact', {
      headers: { 'x-session-id': randomUUID() },
      data: { name: 'Sage Whitfield', email: 'sage@example.ca', subject, message: note, isConsultation: true },
    });
    expect(contact.status()).toBe(201);

    try {
      // Sign-in screen: accessible, and never indexed.
      await page.goto('./admin');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoSeriousAxeViolations(page);
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      // Overview.
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
      await expect(page.getByRole('img', { name: /Sales over the last 30 days/ })).toBeVisible();
      await expect(page.getByText('Open consultations')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, info, 'overview');
      // The session is the device's (localStorage, shared by its tabs), never the tab's alone.
      expect(await page.evaluate(() => Object.values(localStorage).some((v) => v.includes('eyJ')))).toBe(true);

      // Orders: they open on "To ship" (paid); open the order placed above, mark it shipped.
      await page.getByRole('link', { name: 'Orders', exact: true }).click();
      await expect(page.getByTestId('order-row').first()).toBeVisible();
      await screenshot(page, info, 'orders');
      await page.getByRole('link', { name: new RegExp(`#${orderId}\\b`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
      await expect(page.getByText('Juniper Fairweather', { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Mark shipped' }).click();
      const shipForm = page.getByRole('form', { name: 'Mark shipped' });
      await shipForm.getByLabel('Carrier').selectOption('canada_post');
      await shipForm.getByLabel('Tracking number').fill('7023210039414604');
      await page.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(page.getByTestId('toast').getByText(`Order #${orderId} shipped`)).toBeVisible();
      await expect(page.getByTestId('parcels')).toContainText('Canada Post');
      await expect(page.getByTestId('order-status').first()).toHaveText('Shipped');
      await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
      await screenshot(page, info, 'order');

      // Products: find the piece, show validation, then set its stock.
      await page.getByRole('link', { name: 'Products', exact: true }).click();
      await page.getByLabel('Find a piece').fill(piece.sku);
      await expect(page.getByTestId('product-row')).toHaveCount(1);
      await screenshot(page, info, 'products');
      await page.getByRole('link', { name: new RegExp(String(piece.name)) }).click();
      const stock = page.getByLabel('Stock', { exact: true });
      await expect(stock).toHaveValue('7');
      await page.getByLabel('Price (CAD)').fill('49.999');
      await page.getByLabel('Name').fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expect(page.getByText('Enter a price like 29 or 29.50')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByLabel('Name').fill(String(piece.name));
      await page.getByLabel('Price (CAD)').fill('49.00');
      await stock.fill('17');
      // The Save bar names what is unsaved; the photos are folded until opened.
      await expect(page.getByTestId('unsaved-sections')).toHaveText('Unsaved: price and stock');
      await page.getByTestId('section-photos').locator('summary').click();
      // Upload a phone photo (JPEG with the studio's GPS in its EXIF) through the presigned (offline: local
      // server) URL and the image pipeline; its alt text is drafted, it can be moved first.
      const photo = await makePhoto({ seed: 'e2e', stone: 'fluorite', form: 'stone', width: 2000, height: 1500 });
      await page.locator('input[type="file"]').setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByTestId('image-tile')).toHaveCount(2, { timeout: 60_000 });
      await expect(page.getByLabel('Alt text for image 2')).toHaveValue(`${piece.name} with fluorite, view 2`);
      const preview = page.getByTestId('image-tile').nth(1).locator('img');
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
      await page.getByRole('button', { name: 'Move image 2 earlier' }).click();
      await page.getByLabel('Alt text for image 1').fill('Fluorite tower photographed on linen');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByTestId('toast').getByText('Product saved')).toBeVisible();
      await screenshot(page, info, 'product');

      // The shop shows the new stock.
      const shop = await page.context().newPage();
      await shop.goto(`./product/${piece.id}`);
      await expect(shop.getByText('In stock (17 available)')).toBeVisible();
      const saved = (await (await request.get(`/api/products/${piece.id}`)).json()) as { images: { base: string; alt: string; width: number }[] };
      expect(saved.images).toHaveLength(2);
      expect(saved.images[0]).toMatchObject({ alt: 'Fluorite tower photographed on linen', width: 2000 });
      // The product page serves the photo as AVIF (or WebP) from a srcset sized for the screen.
      const main = shop.locator('picture').first();
      await expect(main.locator('source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(`${saved.images[0]!.base}/320\\.avif 320w`));
      await expect(main.locator('img')).toHaveAttribute('fetchpriority', 'high');
      const current = await main.locator('img').evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return img.currentSrc;
      });
      expect(current).toMatch(new RegExp(`${saved.images[0]!.base}/\\d+\\.(avif|webp)$`));
      await shop.close();

      // Inbox: the consultation is open; answer it (mark handled).
      await page.getByRole('link', { name: 'Inbox', exact: true }).click();
      const entry = page.getByTestId('inbox-entry').filter({ hasText: note });
      await expect(entry).toBeVisible();
      await expect(entry.getByText('Consultation', { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, info, 'inbox');
      await entry.getByRole('button', { name: 'Mark handled' }).click();
      await expect(page.getByTestId('toast').getByText('Marked handled')).toBeVisible();
      await expect(page.getByTestId('inbox-entry').filter({ hasText: note })).toHaveCount(0);
      await page.getByRole('button', { name: 'Handled', exact: true }).click();
      await expect(page.getByTestId('inbox-entry').filter({ hasText: note })).toBeVisible();

      // Every action is in the activity log.
      await page.getByRole('link', { name: 'Activity', exact: true }).click();
      await expect(page.getByTestId('audit-entry').filter({ hasText: `Marked order #${orderId} shipped` }).first()).toBeVisible();
      await expect(page.getByTestId('audit-entry').filter({ hasText: `Changed stock of ${piece.name as string} from 7 to 17` }).first()).toBeVisible();

      // Insights render (the scheduled jobs may not have run yet).
      await page.getByRole('link', { name: 'Insights', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Market research' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Sign out: back to the sign-in screen, the token gone.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByText('You are signed out.')).toBeVisible();
      expect(await page.evaluate(() => Object.values(localStorage).some((v) => v.includes('eyJ')))).toBe(false);
    } finally {
      // Archive this test's piece so the seed catalogue's listings stay as other journeys expect.
      const current = (await (await request.get(`/api/admin/products/${piece.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<string, unknown>;
      const { id: _id, imageUrl: _img, soldCount: _s, createdAt: _c, updatedAt: _u, ...input } = current;
      await request.put(`/api/admin/products/${piece.id}`, { headers: { authorization: `Bearer ${token}` }, data: { ...input, isActive: false } });
    }
  });

  test('a rejected or expired token sends the artisan back to sign-in', async ({ page }) => {
    await signIn(page);
    // Swap the stored token for one the API will refuse (as if it expired server-side).
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('crystal-shop.admin'))!;
      const user = JSON.parse(localStorage.getItem(key)!) as { idToken: string };
      localStorage.setItem(key, JSON.stringify({ ...user, idToken: `${user.idToken.split('.').slice(0, 2).join('.')}.forged` }));
    });
    await page.reload();
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  });

  test('one sign-in per device: a second tab, a reload after the ID token ends and a mail link open signed in; Sign out ends it everywhere', async ({ page, context }) => {
    await signIn(page);
    const second = await context.newPage();
    await second.goto('./admin/orders');
    await expect(second.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // The ID token ends (an hour on): the refresh token gets a new one on the next load.
    await second.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('crystal-shop.admin'))!;
      localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), expiresAt: 1 }));
    });
    // A link from her own order mails (the new-order alert links /admin/orders/{id}).
    const fromMail = await context.newPage();
    await fromMail.goto('./admin/settings');
    await expect(fromMail.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(fromMail.getByRole('heading', { name: 'Studio sign-in' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(second.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
    await fromMail.reload();
    await expect(fromMail.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  });

  test('says so, and can try again, when the sign-in settings cannot be fetched', async ({ page }) => {
    let failing = true;
    await page.route('**/shop/admin-config.json', (route) => (failing ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback()));
    await page.goto('./admin');
    await expect(page.getByRole('heading', { name: 'This page didn’t load' })).toBeVisible();
    await expect(page.getByText('Nothing was changed.')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Studio sign-in' })).toBeVisible();
  });

  test.describe('deployed with Cognito', () => {
    // The local CSP only lets the page connect to itself; the stack's CSP adds the Cognito hosts (infra tests).
    test.use({ bypassCSP: true });

    test("reads the stack's admin-config.json and sends the artisan to the Hosted UI with PKCE", async ({ page }) => {
      const authority = 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_test';
      const domain = 'https://crystal-shop-dev.auth.ca-central-1.amazoncognito.com';
      await page.route('**/shop/admin-config.json', (route) =>
        route.fulfill({ json: { auth: 'cognito', authority, clientId: 'client-from-stack', domain } }),
      );
      await page.route(`${authority}/.well-known/openid-configuration`, (route) =>
        route.fulfill({
          json: {
            issuer: authority,
            authorization_endpoint: `${domain}/oauth2/authorize`,
            token_endpoint: `${domain}/oauth2/token`,
            end_session_endpoint: `${domain}/logout`,
            jwks_uri: `${authority}/.well-known/jwks.json`,
          },
        }),
      );
      let authorize: URL | undefined;
      await page.route(`${domain}/**`, (route) => {
        authorize = new URL(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<h1>Hosted UI</h1>' });
      });

      await page.goto('./admin');
      await expect(page.getByText('You will be taken to the secure sign-in page and brought back here.')).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveCount(0);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Hosted UI' })).toBeVisible();
      expect(authorize?.pathname).toBe('/oauth2/authorize');
      expect(authorize?.searchParams.get('client_id')).toBe('client-from-stack');
      expect(authorize?.searchParams.get('response_type')).toBe('code');
      expect(authorize?.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize?.searchParams.get('redirect_uri')).toMatch(/\/shop\/admin$/);
    });
  });
});
