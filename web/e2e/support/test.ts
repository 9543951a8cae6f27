import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/** What React says when the app's first render differs from the HTML it takes over (main.tsx logs it). */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * A page whose `goto` and `reload` return once the app is in charge of the page (`<html data-ready>`, set by
 * the app once it has hydrated), as a shopper's tap only acts then; with JavaScript off, at once. A page
 * that arrived as HTML is taken over after its first paint (decision 0064), after the load event
 * Playwright's own `goto` waits for.
 */
function waitingForTheApp(page: Page, javaScriptEnabled: boolean): Page {
  const ready = async <R>(navigation: Promise<R>): Promise<R> => {
    const response = await navigation;
    const html = (response as { headers?: () => Record<string, string> } | null)?.headers?.()['content-type']?.includes('text/html');
    if (html && javaScriptEnabled) await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => ready(goto(url, options));
  page.reload = (options) => ready(reload(options));
  return page;
}

/**
 * Playwright's `test`, with two additions for pages that arrive as HTML (issue 34):
 * - `goto` and `reload` of the test's page, and of every page it opens in its context, wait for the app
 *   (`waitingForTheApp`);
 * - no page of the test's browser context reports a hydration problem in its console.
 */
export const test = base.extend<{ noHydrationWarnings: void }>({
  page: async ({ page, context, javaScriptEnabled }, use) => {
    const wrap = (p: Page) => waitingForTheApp(p, javaScriptEnabled !== false);
    wrap(page);
    context.on('page', wrap);
    await use(page);
  },
  noHydrationWarnings: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) problems.push(`${page.url()}: ${message.text().slice(0, 300)}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'hydration warnings in the console').toEqual([]);
    },
    { auto: true },
  ],
});
