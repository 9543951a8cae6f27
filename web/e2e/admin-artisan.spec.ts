import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/test';
import { adminToken, createPiece, expectNoSeriousAxeViolations, placePaidOrder, screenshot, signIn } from './support/admin-steps';

/** An order placed and never paid (the shopper left at the card step). */
async function placeUnpaidOrder(request: APIRequestContext, productId: number, lastName: string): Promise<number> {
  const headers = { 'x-session-id': randomUUID() };
  expect((await request.post('/api/cart', { headers, data: { productId, quantity: 1 } })).status()).toBe(200);
  const address = { street: '9 Osborne St', city: 'Winnipeg', province: 'MB', postalCode: 'R3L 1Y1', country: 'Canada' };
  const res = await request.post('/api/orders', {
    headers,
    data: { customerEmail: 'rowan@example.ca', customerPhone: '204-555-0110', firstName: 'Rowan', lastName, shippingAddress: address, sameAsShipping: true },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const winnipegToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Winnipeg' }).format(new Date());

/** The artisan's everyday admin on a phone: her orders to ship, search, the bookkeeping CSV, prices as she types them. */
test.describe('/admin for the artisan', () => {
  test('orders open on To ship, unpaid ones apart; search; the CSV of a date range; price "29" saved', async ({ page, request }, info) => {
    const token = await adminToken(request);
    const piece = await createPiece(request, token, `Amethyst Point ${info.project.name} ${randomUUID().slice(0, 4)}`);
    const paidId = await placePaidOrder(request, piece.id);
    const unpaidLast = `Unpaid${randomUUID().slice(0, 4)}`;
    const unpaidId = await placeUnpaidOrder(request, piece.id, unpaidLast);
    try {
      await signIn(page);
      // The overview counts what needs her: orders to ship, orders awaiting payment.
      await expect(page.getByRole('link', { name: /To ship/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Awaiting payment/ })).toBeVisible();
      // Every section is on screen at once: no tab scrolled out of sight.
      const nav = page.getByRole('navigation', { name: info.project.name === 'phone' ? 'Dashboard' : 'Dashboard sections' });
      const width = page.viewportSize()!.width;
      for (const name of ['Overview', 'Orders', 'Products', 'Inbox', 'Insights', 'Activity']) {
        const link = nav.getByRole('link', { name, exact: true });
        await expect(link).toBeInViewport({ ratio: 1 });
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, info, 'artisan-overview');

      await nav.getByRole('link', { name: 'Orders', exact: true }).click();
      await expect(page.getByRole('button', { name: 'To ship' })).toHaveAttribute('aria-pressed', 'true');
      const row = (id: number) => page.getByTestId('order-row').filter({ has: page.locator(`a[href$="/admin/orders/${id}"]`) });
      await expect(row(paidId)).toBeVisible();
      await expect(row(unpaidId)).toHaveCount(0);
      await page.getByRole('button', { name: 'Unpaid & cancelled' }).click();
      await expect(row(unpaidId)).toBeVisible();
      await expect(row(paidId)).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'All' }).click();
      await page.getByLabel('Search orders').fill(unpaidLast.toLowerCase());
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByTestId('order-row')).toHaveCount(1);
      await expect(row(unpaidId)).toBeVisible();
      await page.getByLabel('Search orders').fill(`#${paidId}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByTestId('order-row')).toHaveCount(1);
      await expect(row(paidId)).toBeVisible();
      await screenshot(page, info, 'artisan-orders');

      // The bookkeeping CSV of a date range (today), with both orders and their taxes.
      const today = winnipegToday();
      await page.getByLabel('Search orders').fill('');
      await page.getByLabel('From').fill(today);
      await page.getByLabel('To').fill(today);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`orders-${today}-to-${today}.csv`);
      const csv = readFileSync((await file.path())!, 'utf8').split('\r\n');
      expect(csv[0]).toBe('date,order_number,customer,email,province,subtotal,discount,shipping,gst,hst,pst,rst,qst,total,paid,balance_due,refunded,refunded_goods,refunded_shipping,refunded_gst,refunded_hst,refunded_pst,refunded_rst,refunded_qst,status,items,shipments');
      // The last column names each line with its quantity (and choices, when it has any).
      expect(csv).toContain(`${today},${paidId},Juniper Fairweather,juniper@example.ca,MB,49.00,0.00,0.00,2.45,0.00,0.00,3.43,0.00,54.88,54.88,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,paid,1 × ${String(piece.name)},`);
      expect(csv.some((line) => line.startsWith(`${today},${unpaidId},Rowan ${unpaidLast},`) && line.endsWith(`,pending,1 × ${String(piece.name)},`))).toBe(true);

      // Prices as she types them: "29" is saved as 29.00, "29,5" as 29.50.
      await page.goto(`./admin/products/${piece.id}`);
      const price = page.getByLabel('Price (CAD)');
      await expect(price).toHaveValue('49.00');
      await price.fill('twenty');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Enter a price like 29 or 29.50')).toBeVisible();
      await price.fill('29');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByTestId('toast').getByText('Product saved')).toBeVisible();
      await expect(price).toHaveValue('29.00');
      await price.fill('29,5');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(price).toHaveValue('29.50');
      expect(((await (await request.get(`/api/products/${piece.id}`)).json()) as { price: string }).price).toBe('29.50');
      await screenshot(page, info, 'artisan-price');

      // The activity log says it in her words: no keys, no ids of the sign-in.
      await page.getByRole('link', { name: 'Activity', exact: true }).click();
      const log = page.getByTestId('audit-entry');
      await expect(log.filter({ hasText: `Changed price of ${piece.name as string} from $49 to $29` }).first()).toBeVisible();
      await expect(log.filter({ hasText: `Changed price of ${piece.name as string} from $29 to $29.50` }).first()).toBeVisible();
      await expect(log.filter({ hasText: /Downloaded the orders spreadsheet for \d{4}-\d{2}-\d{2} \(\d+ orders?\)/ }).first()).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/product\.|order\.|->|\(artisan|sub-|uploads\//);
      await screenshot(page, info, 'artisan-activity');

      // A new install's insights are never empty: the market jobs ran once when the shop first started.
      await page.getByRole('link', { name: 'Insights', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Market research' })).toBeVisible();
      await expect(page.getByText('The market research job has not run yet. It runs on a schedule.')).toHaveCount(0);
      await expect(page.getByText('The keyword monitor has not run yet. It runs on a schedule.')).toHaveCount(0);
      await screenshot(page, info, 'artisan-insights');
    } finally {
      const auth = { authorization: `Bearer ${token}` };
      const current = (await (await request.get(`/api/admin/products/${piece.id}`, { headers: auth })).json()) as Record<string, unknown>;
      const { id: _id, imageUrl: _img, soldCount: _s, createdAt: _c, updatedAt: _u, ...input } = current;
      await request.put(`/api/admin/products/${piece.id}`, { headers: auth, data: { ...input, isActive: false } });
    }
  });
});
