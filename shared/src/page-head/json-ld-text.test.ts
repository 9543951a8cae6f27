import { describe, expect, it } from 'vitest';
import { jsonLdText } from './head-html';

describe('structured data as a script element’s text', () => {
  it('escapes every "<", so a piece’s or a review’s words can never close the script', () => {
    const text = jsonLdText({ name: 'Moon </script><script>alert(1)</script>', review: '<b>5 stars</b>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: 'Moon </script><script>alert(1)</script>', review: '<b>5 stars</b>' });
  });
});
