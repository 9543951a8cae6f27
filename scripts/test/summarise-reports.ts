import { existsSync, readFileSync } from 'node:fs';

/** Sums the JSON reports of every runner into the plain closing line CI reads: `N passed, N failed`. */
let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('.reports/vitest.json')) {
  const v = JSON.parse(readFileSync('.reports/vitest.json', 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numTotalTestSuites && v.success === false && !v.numFailedTests ? 1 : 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (existsSync('.reports/playwright.json')) {
  const p = JSON.parse(readFileSync('.reports/playwright.json', 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
}
if (existsSync('.reports/verify-deploy.json')) {
  // npm run verify:deploy: each check of the deployed code (routes invoked, IAM cases, hazards) counts once.
  const d = JSON.parse(readFileSync('.reports/verify-deploy.json', 'utf8'));
  passed += d.passed ?? 0;
  failed += d.failed ?? 0;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
