import sharp, { type Metadata } from 'sharp';
import { UPLOAD_RULES } from '@crystal/shared/images/upload-rules';
import { imageInputErrors as E, MAX_ASPECT_RATIO, MAX_INPUT_PIXELS, MAX_TALL_RATIO, MIN_SHORTER_SIDE } from './image-input-errors';

/** sharp's format names for what the shop accepts (AVIF is a HEIF container with AV1 inside). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

export type ImageHeader = { format: string; width: number; height: number };

/**
 * Reads only the header and refuses what the pipeline must not decode: non-images, SVG, other formats,
 * over 25 MB, over 50 megapixels, a shorter side under 200 px or a longer side over 8 times the shorter
 * (422). Width and height are as displayed (after EXIF orientation).
 */
export async function readImageHeader(input: Buffer): Promise<ImageHeader> {
  if (input.length > UPLOAD_RULES.maxBytes) throw E.tooLarge();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw E.notImage();
  }
  if (meta.format === 'svg') throw E.svg();
  if (!ACCEPTED.has(meta.format) || (meta.format === 'heif' && meta.compression !== 'av1')) throw E.format(meta.format);
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw E.notImage();
  if (height > MAX_TALL_RATIO * width) throw E.tooTall(width, height);
  if (width > MAX_ASPECT_RATIO * height) throw E.tooThin(width, height);
  if (Math.min(width, height) < MIN_SHORTER_SIDE) throw E.tooSmall(width, height);
  if (width * height > MAX_INPUT_PIXELS) throw E.tooManyPixels((width * height) / 1_000_000);
  return { format: meta.format, width, height };
}
