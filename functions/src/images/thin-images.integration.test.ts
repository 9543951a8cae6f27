/**
 * Issue 33: very thin images are refused from their header (422) before any decoding, and a processed
 * upload is never processed again over its immutable files.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { flatPng as png } from './photo.factory';
import { readImageHeader } from './read-image-header';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const dataDir = process.env.LOCAL_DATA_DIR!;
const mediaDir = process.env.MEDIA_DIR!;

function uploadOriginal(bytes: Buffer, ext = 'png'): string {
  const key = `${randomUUID()}.${ext}`;
  mkdirSync(path.join(dataDir, 'originals'), { recursive: true });
  writeFileSync(path.join(dataDir, 'originals', key), bytes);
  return key;
}

describe('thin images (issue 33)', () => {
  it.each([
    [10_000_000, 1],
    [1, 10_000_000],
  ])('a %i x %i PNG gets 422 from its header, naming its shape', async (width, height) => {
    const bytes = png(width, height);
    expect(await sharp(bytes).metadata()).toMatchObject({ width, height, format: 'png' });
    const key = uploadOriginal(bytes);
    // Load the function first: its cold start (sharp's import) is not the refusal's time.
    expect((await invoke('POST', '/api/admin/images', { claims, body: {} })).status).toBe(400);
    const started = performance.now();
    const res = await invoke('POST', '/api/admin/images', { claims, body: { key } });
    // The target (under a second) is measured here and in scripts/bench/bench-image-memory.ts, not asserted on time.
    console.info(`thin PNG ${width}x${height}: ${res.status} in ${Math.round(performance.now() - started)} ms`);
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(
      width > height
        ? `Images must be at most 8 times longer than wide (this one is ${width}x${height})`
        : `Images must be at most 3 times taller than wide (this one is ${width}x${height})`,
    );
  });

  it('refuses a shorter side under 200 px, a ratio over 8:1 wide or 1:3 tall; takes a 4:1 panorama and a 1:3 portrait', async () => {
    await expect(readImageHeader(png(199, 400))).rejects.toMatchObject({ kind: 'UNPROCESSABLE' });
    await expect(readImageHeader(png(1700, 200))).rejects.toMatchObject({ kind: 'UNPROCESSABLE' });
    await expect(readImageHeader(png(1600, 400))).resolves.toMatchObject({ width: 1600, height: 400 });
    await expect(readImageHeader(png(400, 1201))).rejects.toMatchObject({ kind: 'UNPROCESSABLE' });
    await expect(readImageHeader(png(400, 1200))).resolves.toMatchObject({ width: 400, height: 1200 });
  });

  it('processes an upload once: processing the same key again is a 409 and the served files stay as they were', async () => {
    const key = uploadOriginal(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a8c' } }).png().toBuffer());
    const first = await invoke('POST', '/api/admin/images', { claims, body: { key } });
    expect(first.status).toBe(201);
    const served = path.join(mediaDir, `${first.body.base.slice('/media/'.length)}/320.webp`);
    const before = await readFile(served);
    // The original replaced (what a second PUT to a live presigned URL would have done), then processed again.
    writeFileSync(path.join(dataDir, 'originals', key), await sharp({ create: { width: 640, height: 480, channels: 3, background: '#000' } }).png().toBuffer());
    const again = await invoke('POST', '/api/admin/images', { claims, body: { key } });
    expect(again.status).toBe(409);
    expect((await readFile(served)).equals(before)).toBe(true);
  });
});
