/**
 * Per-client limits behind CloudFront: API Gateway events shaped as CloudFront sends them (the edge's
 * address as sourceIp, the viewer's in CloudFront-Viewer-Address). Rotating sessions and edges does
 * not escape the limit; another viewer is not affected by it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_RATE_LIMITS } from './newsletter-service';
import { invoke, sessionHeaders } from '../test/invoke';

const subscribe = (viewer: string, edge: string) =>
  invoke('POST', '/api/newsletter', {
    headers: { ...sessionHeaders(randomUUID()), 'cloudfront-viewer-address': viewer, 'x-forwarded-for': `10.0.0.${Math.floor(Math.random() * 250)}` },
    sourceIp: edge,
    body: { email: `reader-${randomUUID()}@example.ca`, source: 'footer' },
  });

describe('limits key on CloudFront-Viewer-Address in AWS', () => {
  beforeAll(() => {
    process.env.CLIENT_ADDRESS_SOURCE = 'cloudfront';
  });
  afterAll(() => {
    delete process.env.CLIENT_ADDRESS_SOURCE;
  });

  it('one viewer with a fresh session and edge per request hits the per-address limit; another viewer does not', async () => {
    // The first per-client limit a new address meets: requests, or the confirmation mails they send.
    const limit = Math.min(NEWSLETTER_RATE_LIMITS.perIp.limit, NEWSLETTER_RATE_LIMITS.confirmMailsPerClient.limit);
    const viewer = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await subscribe(`${viewer}:${40000 + i}`, `130.176.0.${i + 1}`)).status);
    expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
    // Same edge address, another viewer: served (the edge address is not the key).
    expect((await subscribe('[2001:db8:7::1]:443', `130.176.0.${limit + 1}`)).status).toBe(201);
  });
});
