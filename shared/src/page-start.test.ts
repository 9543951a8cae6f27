import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EARLY_TAP_RECORDER, EARLY_TAP_RECORDER_CSP_SOURCE } from './page-start';
import { SITE_CSP } from './security-headers';

describe('the early-tap recorder', () => {
  it('is allowed by the CSP by its own hash, and by nothing looser', () => {
    const hash = createHash('sha256').update(EARLY_TAP_RECORDER).digest('base64');
    expect(EARLY_TAP_RECORDER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    const scriptSrc = SITE_CSP.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toContain(EARLY_TAP_RECORDER_CSP_SOURCE);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('stays small: it is in the head of every page that arrives as HTML', () => {
    expect(EARLY_TAP_RECORDER.length).toBeLessThan(400);
  });
});
