import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressApiBody } from './compress-api-body';

const json = { 'content-type': 'application/json' };
const big = Buffer.from(JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Amethyst ${i}` }))));

describe('the local front door compresses API bodies as CloudFront does', () => {
  it('gzips JSON of 1,000 bytes or more for a client that accepts gzip, losslessly', () => {
    const out = compressApiBody({ 'accept-encoding': 'gzip, deflate, br' }, json, big);
    expect(out.headers['content-encoding']).toBe('gzip');
    expect(out.headers.vary).toBe('accept-encoding');
    expect(out.body.length).toBeLessThan(big.length / 3);
    expect(gunzipSync(out.body).equals(big)).toBe(true);
  });

  it('leaves small bodies, clients without gzip, binary types and encoded bodies alone', () => {
    const small = Buffer.from('{"items":[]}');
    expect(compressApiBody({ 'accept-encoding': 'gzip' }, json, small).body).toBe(small);
    expect(compressApiBody({}, json, big).body).toBe(big);
    expect(compressApiBody({ 'accept-encoding': 'gzip' }, { 'content-type': 'audio/mpeg' }, big).body).toBe(big);
    const encoded = { ...json, 'content-encoding': 'br' };
    expect(compressApiBody({ 'accept-encoding': 'gzip' }, encoded, big).headers).toBe(encoded);
  });
});
