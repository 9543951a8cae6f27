import { useCallback, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { imageFromUrl, imageSrcSet, imageFallbackUrl, type ProductImage as Image } from '@crystal/shared/images/image-urls';
import { holdForPriorityImage } from '@/lib/priority-images';
import { useNearViewport } from '@/lib/use-near-viewport';

export { IMAGE_SIZES } from '@crystal/shared/images/image-urls';

type Props = {
  /** The processed image; without it, `src` (an image URL the pipeline made, or the shop's own art). */
  image?: Image;
  src: string;
  alt: string;
  sizes: string;
  /** The LCP image: fetched first and eagerly. Everything else waits for it, then loads near the screen. */
  priority?: boolean;
  className?: string;
  width?: number;
  height?: number;
};

/**
 * Every product image: AVIF, then WebP, then JPEG, each at the widths the pipeline made, with `sizes`
 * from the layout, intrinsic width and height (no layout shift), and the blurred placeholder painted
 * underneath until the image itself arrives. A lazy image gets its sources only once the page's priority
 * images have loaded and it is near the screen (lib/use-near-viewport.ts); until then the placeholder
 * stands in its place, at its size.
 */
export function ProductImage({ image, src, alt, sizes, priority, className, width, height }: Props) {
  const variants = image ?? imageFromUrl(src);
  const [ref, near] = useNearViewport<HTMLImageElement>(priority);
  const release = usePriorityHold(ref, priority);
  const placeholder: CSSProperties = image?.placeholder ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover' } : {};
  // Not loaded yet: no alt text drawn over the placeholder.
  const style = near ? placeholder : { ...placeholder, color: 'transparent' };
  const img = (
    <img
      ref={ref}
      data-awaits-screen={near ? undefined : ''}
      src={near ? (variants ? imageFallbackUrl(variants) : src) : undefined}
      srcSet={near && variants ? imageSrcSet(variants, 'jpg') : undefined}
      sizes={variants ? sizes : undefined}
      alt={alt}
      width={width ?? image?.width ?? 800}
      height={height ?? image?.height ?? 800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onLoad={priority ? release : undefined}
      onError={priority ? release : undefined}
      style={style}
      className={className}
    />
  );
  // Where JavaScript is off, nothing brings a waiting photo near: its copy, which the browser loads lazily
  // itself, stands in its place (app/layout/root-layout.tsx hides the waiting one there).
  const withoutJs = near ? null : (
    <noscript>
      <img
        src={variants ? imageFallbackUrl(variants) : src}
        srcSet={variants ? imageSrcSet(variants, 'jpg') : undefined}
        sizes={variants ? sizes : undefined}
        alt={alt}
        width={width ?? image?.width ?? 800}
        height={height ?? image?.height ?? 800}
        loading="lazy"
        className={className}
      />
    </noscript>
  );
  if (!variants) return withoutJs ? <>{img}{withoutJs}</> : img;
  return (
    <>
      <picture>
        <source type="image/avif" srcSet={near ? imageSrcSet(variants, 'avif') : undefined} sizes={sizes} />
        <source type="image/webp" srcSet={near ? imageSrcSet(variants, 'webp') : undefined} sizes={sizes} />
        {img}
      </picture>
      {withoutJs}
    </>
  );
}

/**
 * A priority image holds the lazy ones back from the commit it appears in until it loads, fails or goes;
 * answers the function that lets them go (for its load and error events).
 */
function usePriorityHold(ref: React.RefObject<HTMLImageElement | null>, priority = false): () => void {
  const release = useRef<() => void>(() => {});
  useLayoutEffect(() => {
    if (!priority) return;
    const done = holdForPriorityImage();
    release.current = done;
    if (ref.current?.complete && ref.current.naturalWidth > 0) done();
    return done;
  }, [ref, priority]);
  return useCallback(() => release.current(), []);
}
