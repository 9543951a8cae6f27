import { IMAGE_SIZES, imageSrcSet, type ProductImage } from './image-urls';

/**
 * What to preload for a product page's main image (its LCP): the AVIF srcset with the gallery's sizes,
 * so the browser fetches the very file the <picture> will pick. Without a processed image, the URL.
 */
export function mainImagePreload(product: { imageUrl: string; images?: ProductImage[] }):
  | { href: string; imageSrcSet: string; imageSizes: string; type: string }
  | { href: string } {
  const image = product.images?.[0];
  if (!image) return { href: product.imageUrl };
  return { href: product.imageUrl, imageSrcSet: imageSrcSet(image, 'avif'), imageSizes: IMAGE_SIZES.gallery, type: 'image/avif' };
}
