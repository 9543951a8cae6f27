import { expect, test, type Locator, type Page } from './support/test';

/**
 * Issue 44 build 5: no tap is lost while a page that arrived as HTML is taken over. At 4x CPU (a mid-range
 * phone), a tap on the search button, a product tab, a ring size and "Show advanced insights", made before
 * the app's code is in and again while React is taking the page over, each takes effect, once.
 */

const RING = 19; // Moonstone Stacking Ring: sizes 4 to 10 (6.5 sold out)

/** The take-over's phase, as the app announces it on `document`, and the phase each tap landed in. */
async function watchTakeOver(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { phase: string; tapPhases: string[] };
    w.phase = 'before';
    w.tapPhases = [];
    document.addEventListener('crystal:taking-over', () => (w.phase = 'taking-over'));
    document.addEventListener('crystal:in-charge', () => (w.phase = 'in-charge'));
    document.addEventListener('pointerdown', (e) => e.isTrusted && w.tapPhases.push(w.phase), true);
  });
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the page's after-paint script back until `release`: the page is drawn, no module script of the
 * app has run, and the app's first chunk has not been asked for. Only the early-tap recorder, inline in
 * the page's head, is there to keep a tap.
 */
async function holdApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/(start-after-paint-|index-)[^/]+\.js$/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  return { release: () => release(), asked };
}

/** Holds back the chunk whose code holds `marker` (a lazy part of the page) until `release`. */
async function holdChunkWith(page: Page, marker: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[a-z0-9]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) await held;
    await route.fulfill({ response, body });
  });
  return () => release();
}

/** A finger's tap: a touch on a phone, a click on a desktop. */
async function tap(page: Page, target: Locator) {
  let box = null;
  // The page may be drawing the control again as it is taken over: its box is read until it stands.
  await expect(async () => {
    await target.scrollIntoViewIfNeeded({ timeout: 2000 });
    box = await target.boundingBox();
    expect(box).not.toBeNull();
  }).toPass({ timeout: 15_000 });
  const { x: left, y: top, width, height } = box!;
  const [x, y] = [left + width / 2, top + height / 2];
  if (test.info().project.name === 'phone') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

const phases = (page: Page) => page.evaluate(() => (window as unknown as { tapPhases: string[] }).tapPhases);
const inCharge = (page: Page) => page.waitForFunction(() => (window as unknown as { phase: string }).phase === 'in-charge', null, { timeout: 30_000 });
const takingOver = (page: Page) => page.waitForFunction(() => (window as unknown as { phase: string }).phase !== 'before', null, { polling: 'raf', timeout: 30_000 });

type Control = {
  name: string;
  path: string;
  /** In the page's lazy part (the tabs and the guide's cards): "during" holds that part's code back until the tap. */
  lazy?: boolean;
  target: (page: Page) => Locator;
  /** What the tap does, checked once the app is in charge (and again after a while: it happened once). */
  acted: (page: Page) => Promise<void>;
  /** What the app does next with it. */
  then?: (page: Page) => Promise<void>;
};

const CONTROLS: Control[] = [
  {
    name: 'the search button',
    path: './products',
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Search products' }),
    acted: async (page) => {
      await expect(page.getByRole('banner').getByRole('search')).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Search products' })).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'a product tab',
    path: `./product/${RING}`,
    lazy: true,
    target: (page) => page.getByRole('tab', { name: 'Care Guide' }),
    acted: async (page) => {
      await expect(page.getByRole('tab', { name: 'Care Guide' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
    },
  },
  {
    name: 'a ring size',
    path: `./product/${RING}`,
    target: (page) => page.getByRole('radio', { name: '7', exact: true }),
    acted: async (page) => {
      await expect(page.getByRole('radio', { name: '7', exact: true })).toBeChecked();
    },
    // The app knows the size too: the piece goes into the cart in size 7.
    then: async (page) => {
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Added to Cart' })).toBeVisible();
    },
  },
  {
    name: '"Show advanced insights"',
    path: `./product/${RING}`,
    lazy: true,
    target: (page) => page.getByRole('button', { name: 'Show advanced insights' }),
    acted: async (page) => {
      await expect(page.getByRole('button', { name: 'Hide advanced insights' })).toHaveAttribute('aria-expanded', 'true');
    },
  },
];

/** The tap took effect, and once: a second action would undo a toggle or a tab, or open the search twice. */
async function actedOnce(page: Page, control: Control) {
  await control.acted(page);
  await page.waitForTimeout(600);
  await control.acted(page);
  await control.then?.(page);
}

// A phone's journey (4x CPU is a mid-range phone): one run, at a phone's width and with its touch taps.
test.describe('taps around the take-over, at 4x CPU', { tag: '@phone-only' }, () => {
  test.describe.configure({ timeout: 90_000 });

  for (const control of CONTROLS) {
    test(`${control.name}, tapped before the app's code is in, acts once`, async ({ page }) => {
      await watchTakeOver(page);
      await throttle(page);
      const app = await holdApp(page);
      const navigation = page.goto(control.path);
      await expect(control.target(page)).toBeVisible({ timeout: 30_000 });
      await tap(page, control.target(page));
      // The tap came before the app's first chunk was asked for (its after-paint script is held).
      expect(app.asked.filter((path) => /\/index-/.test(path))).toEqual([]);
      app.release();
      await navigation;
      await inCharge(page);
      expect(await phases(page)).toEqual(['before']);
      await actedOnce(page, control);
    });

    test(`${control.name}, tapped while the app takes the page over, acts once`, async ({ page }) => {
      await watchTakeOver(page);
      await throttle(page);
      const release = control.lazy ? await holdChunkWith(page, 'crystal-connection-card') : () => {};
      await page.goto(control.path, { waitUntil: 'commit' });
      await expect(control.target(page)).toBeVisible({ timeout: 30_000 });
      // The page's own part is React's; the lazy part waits for its code, drawn as the server sent it.
      if (control.lazy) await inCharge(page);
      else await takingOver(page);
      await tap(page, control.target(page));
      release();
      await inCharge(page);
      const landed = await phases(page);
      expect(landed).toHaveLength(1);
      expect(landed[0]).not.toBe('before');
      test.info().annotations.push({ type: 'tap phase', description: landed[0]! });
      await actedOnce(page, control);
      // The parts whose code comes once the app is in charge (the footer) may still be in flight through the hold.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});
