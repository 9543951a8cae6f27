import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS } from '@crystal/shared/images/image-urls';
import { makePhoto } from './photo.factory';
import { makeCategory } from '../catalog/product.factory';
import { invoke } from '../test/invoke';

const claims = { sub: 'artisan-1', email: 'artisan@example.com', 'cognito:groups': ['admin'] };
const asAdmin = (method: string, p: string, body?: unknown) => invoke(method, p, { claims, body });
const dataDir = process.env.LOCAL_DATA_DIR!;
const mediaDir = process.env.MEDIA_DIR!;

/** What the presigned PUT does: the original lands in the private originals folder. */
function uploadOriginal(bytes: Buffer, ext = 'jpg'): string {
  const key = `${randomUUID()}.${ext}`;
  mkdirSync(path.join(dataDir, 'originals'), { recursive: true });
  writeFileSync(path.join(dataDir, 'originals', key), bytes);
  return key;
}

let categoryId: number;
const piece = (images: { id: string; alt: string }[]) => ({
  name: 'Amethyst Point Pendant',
  description: 'A raw amethyst point on sterling silver.',
  price: '58.00',
  categoryId,
  gemstones: ['Amethyst'],
  weight: '5.00',
  sku: `AME-${randomUUID().slice(0, 8)}`,
  stockQuantity: 2,
  images,
});

beforeAll(async () => {
  categoryId = (await makeCategory()).id;
});

describe('POST /api/admin/images (the image function)', () => {
  it('processes an uploaded photo with GPS EXIF into variants without any GPS, which a product then serves', async () => {
    const photo = await makePhoto({ seed: 'studio', stone: 'amethyst', form: 'necklace', width: 1400, height: 1050 });
    expect(await exifr.gps(photo)).toBeTruthy();
    const res = await asAdmin('POST', '/api/admin/images', { key: uploadOriginal(photo) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1400, height: 1050, widths: [320, 480, 640, 800, 960, 1280] });
    for (const width of res.body.widths as number[]) {
      for (const format of IMAGE_FORMATS) {
        const served = await readFile(path.join(mediaDir, `${res.body.base.slice('/media/'.length)}/${width}.${format}`));
        expect((await sharp(served).metadata()).exif, `${width}.${format}`).toBeUndefined();
        if (format !== 'webp') expect(await exifr.gps(served)).toBeUndefined();
      }
    }
    const created = await asAdmin('POST', '/api/admin/products', piece([{ id: res.body.id, alt: 'Amethyst point pendant on a chain' }]));
    expect(created.status).toBe(201);
    const shop = await invoke('GET', `/api/products/${created.body.id}`);
    expect(shop.body.images[0]).toMatchObject({ id: res.body.id, alt: 'Amethyst point pendant on a chain', width: 1400, height: 1050 });
    expect(shop.body.imageUrl).toBe(`${res.body.base}/960.jpg`);
  }, 120_000);

  it('answers a clear 4xx for bad input, and a failed run leaves the product with its old images', async () => {
    const good = await asAdmin('POST', '/api/admin/images', {
      key: uploadOriginal(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a8c' } }).png().toBuffer(), 'png'),
    });
    const created = await asAdmin('POST', '/api/admin/products', piece([{ id: good.body.id, alt: 'Front' }]));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const truncated = (await makePhoto({ seed: 'cut', stone: 'citrine', form: 'ring', width: 1000, height: 750 })).subarray(0, 20_000);
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } }).png().toBuffer();
    for (const [bytes, status] of [
      [Buffer.from('just text, not an image'), 415],
      [svg, 415],
      [truncated, 422],
      [bomb, 413],
      [Buffer.alloc(25 * 1024 * 1024 + 1), 413],
    ] as const) {
      const key = uploadOriginal(bytes);
      const res = await asAdmin('POST', '/api/admin/images', { key });
      expect(res.status, String(status)).toBe(status);
      expect(res.body.error).toEqual(expect.any(String));
      // Nothing recorded: a product cannot refer to it.
      const id = key.slice(0, 36);
      const refer = await asAdmin('PUT', `/api/admin/products/${created.body.id}`, piece([{ id, alt: 'Broken' }]));
      expect(refer.status).toBe(400);
      expect(refer.body.issues[0]).toMatchObject({ path: 'images.0' });
    }
    expect((await invoke('GET', `/api/products/${created.body.id}`)).body.images.map((i: { id: string }) => i.id)).toEqual([good.body.id]);
    expect((await asAdmin('POST', '/api/admin/images', { key: `${randomUUID()}.jpg` })).status).toBe(404);
    expect((await asAdmin('POST', '/api/admin/images', { key: '../../etc/passwd' })).status).toBe(400);
    expect((await invoke('POST', '/api/admin/images', { body: { key: `${randomUUID()}.jpg` } })).status).toBe(401);
  }, 120_000);

  it('requires alt text and at most 8 images per piece', async () => {
    const res = await asAdmin('POST', '/api/admin/products', piece([{ id: randomUUID(), alt: '  ' }]));
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe('images.0.alt');
    const nine = Array.from({ length: 9 }, () => ({ id: randomUUID(), alt: 'View' }));
    expect((await asAdmin('POST', '/api/admin/products', piece(nine))).status).toBe(400);
  });
});
