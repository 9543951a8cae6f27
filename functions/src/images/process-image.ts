import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, widthsFor, type ImageFormat } from '@crystal/shared/images/image-urls';
import { encodeOgCrop, encodeVariants, type VariantFile } from './encode-variants';
import { imageInputErrors as E, MAX_INPUT_PIXELS } from './image-input-errors';
import { makePlaceholder } from './make-placeholder';
import { readImageHeader } from './read-image-header';

// One image at a time per Lambda: keeps peak memory predictable (a 12 MP photo decodes to ~36 MB).
sharp.cache(false);
sharp.concurrency(1);

export type ProcessedImage = {
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  files: VariantFile[];
};

export type ProcessOptions = { widths?: readonly number[]; formats?: readonly ImageFormat[] };

/**
 * The one image pipeline. In: the uploaded bytes. Out: every served file, made from decoded pixels only
 * (auto-oriented, sRGB, no metadata of any kind), plus the intrinsic size and a placeholder.
 * Nothing is stored here: the caller stores the files, then records the image.
 */
export async function processImage(input: Buffer, opts: ProcessOptions = {}): Promise<ProcessedImage> {
  const header = await readImageHeader(input);
  const widths = widthsFor(header.width, opts.widths ?? IMAGE_WIDTHS);
  const largest = Math.max(...widths, 1200);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // failOn 'warning' turns a truncated or corrupt file into an error here, before anything is made.
    decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw E.damaged();
  }
  const { width, height, channels } = decoded.info;
  const pixels = sharp(decoded.data, { raw: { width, height, channels } });
  try {
    const files = await encodeVariants(pixels, widths, opts.formats ?? IMAGE_FORMATS);
    files.push(await encodeOgCrop(pixels));
    return { width: header.width, height: header.height, widths, placeholder: await makePlaceholder(pixels), files };
  } catch {
    // An encoder's refusal (e.g. "too large for the HEIF format") is the image's fault: a 422, never a 500.
    throw E.encoder();
  }
}
