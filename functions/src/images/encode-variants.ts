import sharp, { type Sharp } from 'sharp';
import { IMAGE_MIME, OG_SIZE, type ImageFormat } from '@crystal/shared/images/image-urls';

export type VariantFile = { name: string; body: Buffer; contentType: string };

/**
 * Encoder settings: quality tuned so a 1280 px photo stays well under 250 kB as AVIF; effort kept low
 * enough that a 12 MP photo is processed in seconds on one Lambda core. No metadata is written:
 * sharp drops EXIF, XMP, IPTC and GPS unless asked to keep them, and the source here is raw pixels.
 */
function encode(pixels: Sharp, format: ImageFormat): Sharp {
  if (format === 'avif') return pixels.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return pixels.webp({ quality: 72, effort: 3 });
  return pixels.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
}

/** Every width in every format: `{width}.{format}`. */
export async function encodeVariants(pixels: Sharp, widths: readonly number[], formats: readonly ImageFormat[]): Promise<VariantFile[]> {
  const files: VariantFile[] = [];
  for (const width of [...widths].sort((a, b) => b - a)) {
    const resized = await pixels.clone().resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } };
    for (const format of formats) {
      const body = await encode(sharp(resized.data, raw), format).toBuffer();
      files.push({ name: `${width}.${format}`, body, contentType: IMAGE_MIME[format] });
    }
  }
  return files;
}

/** The 1200x630 link-preview crop, centred on the most interesting region. */
export async function encodeOgCrop(pixels: Sharp): Promise<VariantFile> {
  const body = await pixels
    .clone()
    .resize({ ...OG_SIZE, fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { name: 'og.jpg', body, contentType: 'image/jpeg' };
}
