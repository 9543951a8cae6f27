import { describe, expect, it } from 'vitest';
import { smokeTest } from './smoke-test';

/** A deployed site as fetch sees it: the answers by URL. */
const site = (answers: Record<string, [number, string, string]>): typeof fetch =>
  (async (url: string | URL) => {
    const a = answers[String(url)];
    if (!a) throw new Error('getaddrinfo ENOTFOUND');
    return new Response(a[2], { status: a[0], headers: { 'content-type': a[1] } });
  }) as typeof fetch;

const healthy = {
  'https://shop.example.com/shop/': [200, 'text/html', '<html></html>'],
  'https://shop.example.com/api/products': [200, 'application/json', '[]'],
  'https://shop.example.com/api/shop': [200, 'application/json', '{}'],
  'https://api-origin.example.com/api/products': [403, 'application/json', '{"error":"This API answers only through the shop\'s site"}'],
} satisfies Record<string, [number, string, string]>;

describe('smokeTest', () => {
  it('passes a site whose API host refuses a direct call', async () => {
    const results = await smokeTest({ siteUrl: 'https://shop.example.com/shop/', apiOriginHost: 'api-origin.example.com' }, site(healthy));
    expect(results.map((r) => [r.what, r.ok])).toEqual([
      ['the shop', true],
      ['the catalogue', true],
      ['the shop settings', true],
      ['the API host called directly (must refuse)', true],
    ]);
  });

  it('fails when the API host answers a direct call, or the API answers badly', async () => {
    const results = await smokeTest(
      { siteUrl: 'https://shop.example.com/shop/', apiOriginHost: 'api-origin.example.com' },
      site({
        ...healthy,
        'https://api-origin.example.com/api/products': [200, 'application/json', '[]'],
        'https://shop.example.com/api/shop': [502, 'text/html', 'Bad gateway'],
      }),
    );
    expect(results.filter((r) => !r.ok).map((r) => r.detail)).toEqual([
      'answered 502: Bad gateway',
      "answered 200: the API host answers without CloudFront's origin secret",
    ]);
  });
});
