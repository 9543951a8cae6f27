import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/test/chromium-args';

/**
 * Each project has its own local server, on its own port and data folder (.data/e2e-<port>): desktop on
 * E2E_PORT, the phone on the next. The two projects run side by side (one worker each, so the journeys of
 * a project still run in order against their server), and neither sees the other's orders or stock.
 */
const PORT = Number(process.env.E2E_PORT ?? 4319);
const PORTS = { desktop: PORT, phone: PORT + 1 } as const;
const baseURL = (port: number) => `http://127.0.0.1:${port}/shop/`;
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** End-to-end journeys in Debian's Chromium against the local runtime (in-memory DynamoDB Local). */
export default defineConfig({
  testDir: 'web/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.reports/playwright.json' }]] : [['list']],
  use: {
    launchOptions: chromium,
    // Settled styles for assertions: axe otherwise samples colours mid-transition (e.g. an active
    // link fading to its background) and reports contrast that no one sees once it has settled.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Journeys tagged @phone-only check what exists only on a phone (drawers, sticky bars), or need one run
    // at a phone width; desktop leaves them out. @desktop-only ones need one run and the phone leaves them out.
    {
      name: 'desktop',
      workers: 1,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], baseURL: baseURL(PORTS.desktop), launchOptions: chromium },
    },
    {
      name: 'phone',
      workers: 1,
      grepInvert: /@desktop-only/,
      use: {
        baseURL: baseURL(PORTS.phone),
        viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  // Every browser of a project shares its server's one address: the per-address offer, unpaid-units and AI
  // limits are raised for it.
  webServer: Object.values(PORTS).map((port) => ({
    command: `npx tsx scripts/local/start.ts --in-memory --port ${port} --data-dir .data/e2e-${port}`,
    url: `http://127.0.0.1:${port}/api/categories`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: { WEB_DIST: process.env.WEB_DIST ?? 'web/dist', OFFERS_PER_CLIENT_PER_DAY: '50', MAX_UNPAID_UNITS_PER_CLIENT: '500', AI_ADDRESS_LIMIT_SCALE: '20' },
  })),
});
