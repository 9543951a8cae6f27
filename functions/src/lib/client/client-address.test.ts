import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { clientAddress, clientKey, parseViewerAddress, UNKNOWN_CLIENT } from './client-address';

const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('parseViewerAddress', () => {
  it('reads CloudFront-Viewer-Address in its forms', () => {
    expect(parseViewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(parseViewerAddress('2001:db8:85a3::8a2e:370:7334:46532')).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(parseViewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(parseViewerAddress(' 203.0.113.7:1 ')).toBe('203.0.113.7');
  });
  it('refuses what is not an address', () => {
    for (const bad of ['', 'nonsense', '999.1.1.1:80', '[nope]:80', ':80', undefined]) expect(parseViewerAddress(bad)).toBeUndefined();
  });
});

describe('clientKey', () => {
  it('keys IPv6 by its /64 network and IPv4-mapped addresses as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('clientAddress', () => {
  it('behind CloudFront keys on the viewer address, never the edge address or X-Forwarded-For', () => {
    const e = event({ 'cloudfront-viewer-address': '198.51.100.10:46532', 'x-forwarded-for': '10.9.9.9' });
    expect(clientAddress(e, 'cloudfront')).toBe('198.51.100.10');
    expect(clientAddress(event({ 'x-forwarded-for': '10.9.9.9' }), 'cloudfront')).toBe(UNKNOWN_CLIENT);
  });
  it('locally keys on the socket address the front door put in sourceIp', () => {
    expect(clientAddress(event({ 'x-forwarded-for': '10.9.9.9' }, '::ffff:192.0.2.4'), 'source-ip')).toBe('192.0.2.4');
  });
});

describe('clientAddress and the origin secret', () => {
  it('reads the viewer address only from a request that came through the front door (carried the origin secret)', () => {
    const e = event({ 'cloudfront-viewer-address': '198.51.100.10:46532' });
    expect(clientAddress(e, 'cloudfront', true)).toBe('198.51.100.10');
    expect(clientAddress(e, 'cloudfront', false)).toBe(UNKNOWN_CLIENT);
  });
});
