import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium-args';

/** Visits each address once in a phone-sized Chromium until its network is quiet: what it asked for is then in the front door's copies. */
export async function warmUp(urls: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await browser.close();
  }
}
