import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { renderCrystalSvg, type JewelleryForm } from '../lib/art/render-crystal-svg';

/** The artisan's studio, as a phone writes it into every photo's EXIF (Winnipeg). */
export const STUDIO_GPS = { latitude: 49.8951, longitude: -97.1384 };

function dms(value: number): string {
  const a = Math.abs(value);
  const d = Math.floor(a);
  const m = Math.floor((a - d) * 60);
  const s = Math.round(((a - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
}

export type PhotoOptions = { seed: string; stone: string; form: JewelleryForm; width?: number; height?: number; orientation?: number };

/**
 * A phone-camera-like JPEG: the piece's art rendered at 12 MP, sensor noise over it (so it compresses
 * like a photo, several MB), quality 95, with the camera's EXIF including the studio's GPS position.
 */
export async function makePhoto(opts: PhotoOptions): Promise<Buffer> {
  const width = opts.width ?? 4032;
  const height = opts.height ?? 3024;
  const svg = renderCrystalSvg({ seed: opts.seed, stone: opts.stone, form: opts.form, label: '' });
  const art = await sharp(Buffer.from(svg)).resize(width, height, { fit: 'cover', kernel: 'cubic' }).removeAlpha().toBuffer();
  // Surface texture (linen, stone grain) a few pixels across: unlike sensor noise, it survives downscaling,
  // so the served variants carry detail as a real photo's do.
  const texture = await sharp({ create: { width: Math.ceil(width / 6), height: Math.ceil(height / 6), channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  return sharp(art)
    .composite([
      { input: texture, raw: { width, height, channels: 3 }, blend: 'overlay' },
      { input: { create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 22 } } }, blend: 'soft-light' },
    ])
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15', Software: '17.4' },
      IFD3: {
        GPSLatitudeRef: STUDIO_GPS.latitude >= 0 ? 'N' : 'S',
        GPSLatitude: dms(STUDIO_GPS.latitude),
        GPSLongitudeRef: STUDIO_GPS.longitude >= 0 ? 'E' : 'W',
        GPSLongitude: dms(STUDIO_GPS.longitude),
      },
    })
    .withMetadata({ orientation: opts.orientation ?? 1 })
    .toBuffer();
}

/**
 * A valid greyscale PNG of one flat shade, of any size, built by hand: sharp will not create the thin
 * ones (10,000,000x1) the image function must refuse from their header. Shade 0 is black.
 */
export function flatPng(width: number, height: number, shade = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // Each row: filter byte 0 (none), then its pixels.
  const rows = Buffer.alloc((width + 1) * height, shade);
  if (shade !== 0) for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
