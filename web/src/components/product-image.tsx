import { imageFromUrl, imageSrcSet, imageFallbackUrl, type ProductImage as Image } from '@crystal/shared/images/image-urls';

export { IMAGE_SIZES } from '@crystal/shared/images/image-urls';


type Props = {
  /** The processed image; without it, `src` (an image URL the pipeline made, or the shop's own art). */
  image?: Image;
  src: string;
  alt: string;
  sizes: string;
  /** The LCP image: fetched first and eagerly. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  width?: number;
  height?: number;
};

/**
 * Every product image: AVIF, then WebP, then JPEG, each at the widths the pipeline made, with `sizes`
 * from the layout, intrinsic width and height (no layout shift), and the blurred placeholder painted
 * underneath until the image itself arrives.
 */
export function ProductImage({ image, src, alt, sizes, priority, className, width, height }: Props) {
  const variants = image ?? imageFromUrl(src);
  const placeholder = image?.placeholder ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover' } : undefined;
  const img = (
    <img
      src={variants ? imageFallbackUrl(variants) : src}
      srcSet={variants ? imageSrcSet(variants, 'jpg') : undefined}
      sizes={variants ? sizes : undefined}
      alt={alt}
      width={width ?? image?.width ?? 800}
      height={height ?? image?.height ?? 800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      style={placeholder}
      className={className}
    />
  );
  if (!variants) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(variants, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
