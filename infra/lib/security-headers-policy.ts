import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { SITE_CSP, SITE_SECURITY_HEADERS } from '@crystal/shared/security-headers';

const HANDLED = new Set([
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
]);

/** The site CSP, with extra connect-src sources when the API answers on a host of its own. */
export function siteCsp(extraConnectSrc: readonly string[] = []): string {
  if (!extraConnectSrc.length) return SITE_CSP;
  return SITE_CSP.split('; ')
    .map((d) => (d.startsWith('connect-src ') ? [d, ...extraConnectSrc].join(' ') : d))
    .join('; ');
}

function hsts(value: string) {
  const maxAge = /max-age=(\d+)/i.exec(value);
  if (!maxAge) throw new Error(`strict-transport-security needs max-age: ${value}`);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge[1])),
    includeSubdomains: /includeSubDomains/i.test(value),
    preload: /preload/i.test(value),
    override: true,
  };
}

function referrer(value: string): HeadersReferrerPolicy {
  const match = Object.values(HeadersReferrerPolicy).find((p) => p === value);
  if (!match) throw new Error(`Unsupported referrer-policy for CloudFront: ${value}`);
  return match;
}

/**
 * CloudFront's response headers policy from the same SITE_SECURITY_HEADERS the local server sends:
 * CSP (Stripe.js, same-origin media), HSTS, nosniff, frame-ancestors none / DENY, referrer policy, and
 * every other header of that map as a custom header.
 */
export function securityHeadersPolicy(scope: Construct, id: string, extraConnectSrc: readonly string[] = []) {
  const h = SITE_SECURITY_HEADERS;
  const frame = h['x-frame-options']?.toUpperCase();
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Crystal shop security headers (shared/src/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: siteCsp(extraConnectSrc), override: true },
      strictTransportSecurity: hsts(h['strict-transport-security'] ?? ''),
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: frame === 'SAMEORIGIN' ? HeadersFrameOption.SAMEORIGIN : HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: referrer(h['referrer-policy'] ?? 'strict-origin-when-cross-origin'), override: true },
    },
    customHeadersBehavior: {
      customHeaders: Object.entries(h)
        .filter(([name]) => !HANDLED.has(name))
        .map(([header, value]) => ({ header, value, override: true })),
    },
  });
}
