/**
 * What an uploaded product photo may be. Phone photos (4032x3024, 4-8 MB) fit comfortably; the image
 * pipeline makes the served sizes. Apart from the admin product schemas, so the image function reads
 * these rules without building those schemas at cold start.
 */
export const UPLOAD_RULES = {
  contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const,
  maxBytes: 25 * 1024 * 1024,
  maxImages: 8,
  tooLarge: 'Images must be 25 MB or smaller',
};
