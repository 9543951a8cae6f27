import path from 'node:path';
import { test } from '@playwright/test';

/**
 * The outbox of the local server this test's project talks to: each project has its own server and data
 * folder (playwright.config.ts: `--data-dir .data/e2e-<port>`), so it is read from the project's base URL.
 */
export function outboxDir(): string {
  return path.join(dataDir(), 'outbox');
}

/** The data folder of this project's server (`--data-dir`), where `npm run job` finds its DynamoDB Local. */
export function dataDir(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('the e2e project has no baseURL');
  return path.resolve(`.data/e2e-${new URL(baseURL).port}`);
}
