import { EARLY_TAP_RECORDER_CSP_SOURCE } from './page-start';

/**
 * Security headers for the site, set by CloudFront's response headers policy in production and by the
 * local server offline. The CSP allows Stripe.js, the site's own media, and one inline script by its hash:
 * the early-tap recorder a page that arrived as HTML carries in its head (page-start.ts).
 */
export const SITE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${EARLY_TAP_RECORDER_CSP_SOURCE} https://js.stripe.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  "frame-src https://js.stripe.com https://hooks.stripe.com",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SITE_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': SITE_CSP,
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};
