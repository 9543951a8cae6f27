import { expect, test } from './support/test';

const SHOTS = process.env.AI_SHOTS_DIR;

test.describe('the guide knows the page the shopper is on', () => {
  test('on a product page, the widget answers "is this good for a gift?" about that piece, then a follow-up', async ({
    page,
  }, info) => {
    await page.goto('product/5'); // Moonstone Dewdrop Necklace, $64, in stock
    await expect(page.getByRole('heading', { level: 1, name: 'Moonstone Dewdrop Necklace' })).toBeVisible();
    await page.getByRole('button', { name: 'Open the Crystal Wisdom Guide chat' }).click();
    const widget = page.getByRole('dialog', { name: 'Crystal Wisdom Guide' });
    const box = widget.getByRole('textbox', { name: 'Message the Crystal Wisdom Guide' });

    await box.fill('is this good for a gift?');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/ai/chat') && r.method() === 'POST');
    await box.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      message: 'is this good for a gift?',
      context: 'crystal_jewelry_assistant',
      page: { productId: 5 },
    });
    const reply = widget.getByTestId('widget-ai-message').last();
    await expect(reply).toContainText('makes a lovely gift');
    await expect(reply.getByRole('link', { name: 'Moonstone Dewdrop Necklace' })).toHaveAttribute(
      'href',
      /\/shop\/product\/5$/,
    );
    await expect(reply).toContainText('$64.00');

    await box.fill('anything cheaper?');
    await box.press('Enter');
    const next = widget.getByTestId('widget-ai-message').nth(2);
    // Cheaper pieces of the same kind as the one on screen.
    await expect(next.getByRole('link', { name: 'Rose Quartz Heart Necklace' })).toBeVisible();
    const prices = (await next.textContent())!.match(/\$(\d+\.\d{2})/g)!.map((p) => Number(p.slice(1)));
    expect(prices.length).toBeGreaterThan(0);
    expect(Math.max(...prices)).toBeLessThan(64);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${info.project.name}-widget-on-product.png` });
  });

  test('a long reply is read from its start: the widget keeps the top of the answer in view (issue 44)', async ({ page }) => {
    await page.goto('product/5');
    await page.getByRole('button', { name: 'Open the Crystal Wisdom Guide chat' }).click();
    const widget = page.getByRole('dialog', { name: 'Crystal Wisdom Guide' });
    const box = widget.getByRole('textbox', { name: 'Message the Crystal Wisdom Guide' });
    await box.fill('tell me everything about moonstone: its meaning, care, chakras and pairings');
    await box.press('Enter');
    const reply = widget.getByTestId('widget-ai-message').last();
    await expect(reply).toContainText('Moonstone');
    // The reply's first line is inside the scrolled list, whatever its length.
    const [top, listTop, listBottom] = await reply.evaluate((el) => {
      const list = el.closest('[data-testid="chat-widget"]')!.querySelector<HTMLElement>('[aria-live], [role="log"]') ?? el.parentElement!;
      return [el.getBoundingClientRect().top, list.getBoundingClientRect().top, list.getBoundingClientRect().bottom];
    });
    expect(top).toBeGreaterThanOrEqual(listTop - 1);
    expect(top).toBeLessThan(listBottom);
  });
});
