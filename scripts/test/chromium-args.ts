/**
 * The flags TOOLCHAIN.md gives for Debian's Chromium on these machines (no sandbox as root, and no
 * background networking, which the closed network refuses). Playwright and Lighthouse both use them.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
