import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/** What React says when the app's first render differs from the HTML it takes over (main.tsx logs it). */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * Playwright's `test`, with one more check on every journey (issue 34): no page of the test's browser
 * context reports a hydration problem in its console.
 */
export const test = base.extend<{ noHydrationWarnings: void }>({
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
