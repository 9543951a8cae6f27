import { expect, test, type Locator, type Page } from './support/test';

/** The floating nudge card never covers the piece's title, price or Add to Cart, on a 390 px phone and on desktop. */

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the visible ones among `locators`, by name. */
async function boxes(named: Record<string, Locator>) {
  const out: Record<string, Box> = {};
  for (const [name, loc] of Object.entries(named)) {
    if (!(await loc.isVisible())) continue;
    const box = await loc.boundingBox();
    if (box && box.width > 0) out[name] = box;
  }
  return out;
}

async function showNudge(page: Page) {
  await page.clock.install();
  await page.goto('product/13'); // Smoky Quartz Tower: one left, so a true low-stock nudge comes
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(21_000); // behaviour analysis at 20 s
  const nudge = page.getByTestId('nudge-card');
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return nudge.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return nudge;
}

test('the nudge card covers neither the title, the price nor Add to Cart, wherever the page is scrolled', async ({ page }, info) => {
  const nudge = await showNudge(page);
  const main = page.getByRole('main');
  const guarded = {
    title: page.getByRole('heading', { level: 1 }),
    price: page.getByTestId('product-price'),
    addToCart: main.getByRole('button', { name: 'Add to Cart' }).first(),
    stickyBar: page.getByTestId('sticky-purchase-bar'),
  };
  await page.screenshot({ path: info.outputPath(`nudge-top-${info.project.name}.png`) });

  let shownAt = 0;
  const height = page.viewportSize()!.height;
  for (let step = 0; step < 8; step++) {
    await page.evaluate((y) => window.scrollTo(0, y), step * Math.round(height / 4));
    // The card re-places itself on the scroll event, which the browser fires with its next frame.
    let card: Box | null = null;
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          card = (await nudge.isVisible()) ? await nudge.boundingBox() : null;
          if (!card) return [];
          const seen = await boxes(guarded);
          return Object.entries(seen)
            .filter(([, box]) => overlap(card!, box))
            .map(([name, box]) => `the card at ${JSON.stringify(card)} covers the ${name} at ${JSON.stringify(box)} (scroll step ${step})`);
        },
        { timeout: 3_000 },
      )
      .toEqual([]);
    if (!card) continue;
    shownAt++;
    if (step === 2) await page.screenshot({ path: info.outputPath(`nudge-scrolled-${info.project.name}.png`) });
  }
  // The card shows at most scroll positions; it only waits while no corner is free.
  expect(shownAt).toBeGreaterThan(4);

  // Back at the top, the title, price and Add to Cart are all on screen and uncovered, with the card shown.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const top = await boxes({ title: guarded.title, price: guarded.price, addToCart: guarded.addToCart });
  expect(Object.keys(top)).toEqual(['title', 'price', 'addToCart']);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      if (!(await nudge.isVisible())) return 'hidden';
      const card = (await nudge.boundingBox())!;
      return Object.values(top).some((box) => overlap(card, box)) ? 'covering' : 'clear';
    })
    .toBe('clear');
  await nudge.getByRole('button', { name: 'Dismiss suggestion' }).click();
  await expect(nudge).toHaveCount(0);
});
