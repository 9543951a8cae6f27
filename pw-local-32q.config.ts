import base from './playwright.config';
export default { ...base, webServer: { ...(base.webServer as object), reuseExistingServer: true, timeout: 300_000 } };
