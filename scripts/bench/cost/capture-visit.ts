import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium-args';

/** One request a first-time visitor's browser made, with the bytes it downloaded (headers and body). */
export type VisitRequest = { method: string; path: string; api: boolean; bytes: number; headers: Record<string, string>; body?: string };

/**
 * A first visit in a fresh phone-sized browser (nothing cached): each page in turn, waiting for the
 * network to settle, recording every request the pages made to the shop's origin.
 */
export async function captureVisit(origin: string, pages: string[]): Promise<VisitRequest[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const pending: Promise<VisitRequest | undefined>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const url = new URL(request.url());
          if (url.origin !== origin) return undefined;
          const headers = request.headers();
          const sizes = await request.sizes().catch(() => undefined);
          if (!sizes) return undefined;
          const keep = Object.fromEntries(Object.entries(headers).filter(([k]) => k === 'x-session-id' || k === 'content-type' || k === 'authorization'));
          return {
            method: request.method(),
            path: url.pathname + url.search,
            api: url.pathname.startsWith('/api/'),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            headers: keep,
            body: request.postData() ?? undefined,
          };
        })(),
      );
    });
    for (const p of pages) {
      await page.goto(`${origin}${p}`, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState('networkidle');
    }
    let settled = 0;
    while (settled < pending.length) {
      settled = pending.length;
      await Promise.all(pending);
    }
    const requests = (await Promise.all(pending)).filter((r): r is VisitRequest => !!r);
    await context.close();
    return requests;
  } finally {
    await browser.close();
  }
}
