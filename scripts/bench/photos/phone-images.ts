import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium-args';

/** A 390 px wide phone at 3x, as the issue sets it. */
export const PHONE = { width: 390, height: 844, dpr: 3 };

/** One image as the browser chose and downloaded it: the URL it picked from the srcsets, its format and bytes. */
export type ChosenImage = { url: string; format: string; bytes: number };
export type PhoneImages = {
  /** Every image the first view of `/` downloaded (no scrolling), in bytes of body. */
  homeFirstView: { bytes: number; count: number; urls: string[] };
  productMain: ChosenImage;
  listingCard: ChosenImage;
};

type Seen = Map<string, { format: string; bytes: number }>;

/** Records every image response's body bytes and MIME type by URL. */
function watchImages(page: Page): { seen: Seen; settle: () => Promise<void> } {
  const seen: Seen = new Map();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!type.startsWith('image/')) return;
    pending.push(
      res.body().then(
        (body) => void seen.set(res.url(), { format: type.replace('image/', '').split(';')[0]!, bytes: body.length }),
        () => undefined, // a request cancelled by navigation has no body
      ),
    );
  });
  return { seen, settle: async () => void (await Promise.all(pending)) };
}

/** The image the browser picked for the first element matching `selector`, once it has loaded. */
async function chosen(page: Page, selector: string, seen: Seen, settle: () => Promise<void>): Promise<ChosenImage> {
  const img = page.locator(selector).first();
  await img.waitFor();
  // A string: this script is typed for Node, the check runs in the page.
  await page.waitForFunction(`(() => { const i = document.querySelector(${JSON.stringify(selector)}); return !!i && i.complete && i.naturalWidth > 0; })()`, undefined, { timeout: 30_000 });
  const url = await img.evaluate((el) => (el as unknown as { currentSrc: string }).currentSrc);
  await page.waitForLoadState('networkidle');
  await settle();
  const hit = seen.get(url);
  if (!hit) throw new Error(`no response recorded for ${url}`);
  return { url, ...hit };
}

/**
 * In a real Chromium with a phone's viewport and pixel ratio, each page in a fresh context (nothing
 * cached): which image variants the browser picks from the srcsets, in which format, and their bytes.
 * `/` is measured as first shown (no scrolling), as a shopper first sees it.
 */
export async function measurePhoneImages(origin: string, base: string, productId: number): Promise<PhoneImages> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const open = async (path: string) => {
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: PHONE.height },
        deviceScaleFactor: PHONE.dpr,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const watch = watchImages(page);
      await page.goto(`${origin}${base}${path}`, { waitUntil: 'networkidle' });
      return { context, page, ...watch };
    };

    const home = await open('');
    await home.page.waitForSelector('[data-testid="featured-product"] img');
    await home.page.waitForLoadState('networkidle');
    await home.page.waitForTimeout(1_000); // the lazy below-the-fold section and any images it starts
    await home.page.waitForLoadState('networkidle');
    await home.settle();
    const homeUrls = [...home.seen.keys()];
    const homeFirstView = { bytes: [...home.seen.values()].reduce((s, i) => s + i.bytes, 0), count: homeUrls.length, urls: homeUrls };
    await home.context.close();

    const product = await open(`product/${productId}`);
    const productMain = await chosen(product.page, 'main img[fetchpriority="high"]', product.seen, product.settle);
    await product.context.close();

    const listing = await open('products');
    const listingCard = await chosen(listing.page, '[data-testid="product-card"] img', listing.seen, listing.settle);
    await listing.context.close();

    return { homeFirstView, productMain, listingCard };
  } finally {
    await browser.close();
  }
}
