import { AppError } from '../lib/errors';
import { UPLOAD_RULES } from '@crystal/shared/images/upload-rules';

/** The largest picture the pipeline decodes: phone cameras reach 48 MP; a 100 MP "bomb" is refused. */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * The shape of a product photo (issue 33): its shorter side at least 200 px (the smallest served width is
 * 320), its longer side at most 8 times the shorter (a panorama is 4:1; a 10,000,000x1 strip made the
 * share crop take 24 s and 1.3 GB). Checked on the header, before any decoding.
 */
export const MIN_SHORTER_SIDE = 200;
export const MAX_ASPECT_RATIO = 8;
/**
 * A tall photo's height at most 3 times its width (a phone's portrait photo is 4:3, a story 16:9): each
 * served width keeps the whole height, so a 1:8 tall 50 MP PNG made a 1920x15360 variant, peaked at 958 MB
 * of the function's 1024 and ran 248 s (scripts/bench/bench-image-memory.ts; decision 0062).
 */
export const MAX_TALL_RATIO = 3;

/** Why an upload is not a photo the shop can serve: each a 4xx, never a 5xx. */
export const imageInputErrors = {
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', UPLOAD_RULES.tooLarge),
  notImage: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not an image: upload a JPEG, PNG, WebP or AVIF photo'),
  svg: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', 'SVG files are not accepted (they can carry scripts): upload a JPEG, PNG, WebP or AVIF photo'),
  format: (format: string) =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', `${format.toUpperCase()} images are not accepted: upload a JPEG, PNG, WebP or AVIF photo`),
  tooManyPixels: (megapixels: number) =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      `Images must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels (this one is ${Math.round(megapixels)})`,
    ),
  damaged: () => new AppError('UNPROCESSABLE', 'The image is damaged or incomplete: export it again and re-upload'),
  tooSmall: (width: number, height: number) =>
    new AppError('UNPROCESSABLE', `Images must be at least ${MIN_SHORTER_SIDE} px on their shorter side (this one is ${width}x${height})`),
  tooThin: (width: number, height: number) =>
    new AppError('UNPROCESSABLE', `Images must be at most ${MAX_ASPECT_RATIO} times longer than wide (this one is ${width}x${height})`),
  tooTall: (width: number, height: number) =>
    new AppError('UNPROCESSABLE', `Images must be at most ${MAX_TALL_RATIO} times taller than wide (this one is ${width}x${height})`),
  encoder: () => new AppError('UNPROCESSABLE', 'The image could not be converted for the shop: export it again as a JPEG or PNG and re-upload'),
};
