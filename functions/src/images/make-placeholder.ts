import type { Sharp } from 'sharp';

/** A 16 px wide, blurred WebP as a data: URI (~150 bytes), painted while the real image loads. */
export async function makePlaceholder(pixels: Sharp): Promise<string> {
  const webp = await pixels.clone().resize({ width: 16 }).blur(0.6).webp({ quality: 40, effort: 4 }).toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}
