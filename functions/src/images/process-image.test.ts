import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { makePhoto, STUDIO_GPS } from './photo.factory';
import { processImage } from './process-image';

const status = async (p: Promise<unknown>) => {
  const e = await p.then(() => undefined, (err: unknown) => err);
  expect(e).toBeInstanceOf(AppError);
  return (e as AppError).kind;
};

describe('the image pipeline', () => {
  it('strips GPS and every other metadata from every variant, and auto-orients', async () => {
    // A portrait phone photo stored landscape with EXIF orientation 6 (rotate 90°), GPS included.
    const photo = await makePhoto({ seed: 'gps', stone: 'amethyst', form: 'necklace', width: 1600, height: 1200, orientation: 6 });
    expect(await exifr.gps(photo)).toMatchObject({ latitude: STUDIO_GPS.latitude, longitude: STUDIO_GPS.longitude });
    const out = await processImage(photo);
    expect(out).toMatchObject({ width: 1200, height: 1600, widths: [320, 480, 640, 800, 960] });
    expect(out.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(out.placeholder.length).toBeLessThan(400);
    expect(out.files.map((f) => f.name).sort()).toEqual(
      ['320', '480', '640', '800', '960'].flatMap((w) => [`${w}.avif`, `${w}.jpg`, `${w}.webp`]).concat('og.jpg').sort(),
    );
    for (const file of out.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.exif, file.name).toBeUndefined();
      expect(meta.xmp, file.name).toBeUndefined();
      expect(meta.iptc, file.name).toBeUndefined();
      if (file.name !== 'og.jpg') expect(meta.height! > meta.width!, `${file.name} is portrait`).toBe(true);
      if (!file.name.endsWith('.webp')) expect(await exifr.gps(file.body), file.name).toBeUndefined();
    }
    const og = out.files.find((f) => f.name === 'og.jpg')!;
    expect(await sharp(og.body).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  }, 120_000);

  it('accepts PNG (with transparency), WebP and AVIF sources', async () => {
    const base = sharp({ create: { width: 700, height: 500, channels: 4, background: { r: 200, g: 80, b: 160, alpha: 0.5 } } });
    for (const source of [await base.clone().png().toBuffer(), await base.clone().webp().toBuffer(), await base.clone().avif().toBuffer()]) {
      const out = await processImage(source);
      expect(out).toMatchObject({ width: 700, height: 500, widths: [320, 480, 640] });
    }
  }, 120_000);

  it('refuses a non-image, an SVG with script, a truncated JPEG, a 100 MP bomb and over 25 MB, each a 4xx', async () => {
    expect(await status(processImage(Buffer.from('%PDF-1.7 not a photo at all')))).toBe('UNSUPPORTED_MEDIA_TYPE');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    expect(await status(processImage(Buffer.from(svg)))).toBe('UNSUPPORTED_MEDIA_TYPE');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect(await status(processImage(gif))).toBe('UNSUPPORTED_MEDIA_TYPE');
    const jpeg = await makePhoto({ seed: 't', stone: 'citrine', form: 'ring', width: 1200, height: 900 });
    expect(await status(processImage(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))))).toBe('UNPROCESSABLE');
    // 10,000 x 10,000 px of one colour: a few kB on disk, 300 MB once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await status(processImage(bomb))).toBe('PAYLOAD_TOO_LARGE');
    expect(await status(processImage(Buffer.concat([jpeg, Buffer.alloc(25 * 1024 * 1024)])))).toBe('PAYLOAD_TOO_LARGE');
  }, 120_000);
});
