import { expect, test } from './support/test';

/**
 * The shop's Content-Security-Policy (no eval, no inline script) holds on the pages that carry forms and
 * validation: nothing the page does is reported as a violation.
 */
for (const path of ['product/1', 'checkout', 'contact', 'fr/contact']) {
  test(`no Content-Security-Policy violation on /${path} @desktop-only`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      );
    });
    const response = await page.goto(`./${path}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}
