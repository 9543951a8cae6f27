import { AppError } from '../lib/errors';
import { UPLOAD_RULES } from '@crystal/shared/images/upload-rules';

/** The largest picture the pipeline decodes: phone cameras reach 48 MP; a 100 MP "bomb" is refused. */
export const MAX_INPUT_PIXELS = 50_000_000;

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
};
