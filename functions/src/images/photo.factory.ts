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
