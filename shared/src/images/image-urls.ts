/**
 * A processed product image: every variant lives under `base` (a /media/ path), named by width and
 * format (`{base}/640.avif`, `{base}/640.webp`, `{base}/640.jpg`) plus `{base}/og.jpg` (1200x630).
 * Only the image pipeline writes them; a product refers to an image only once all of them exist.
 * (Plain functions, no zod: the storefront's image component imports this file.)
 */
export type ProductImage = {
  id: string;
  base: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  /** A tiny blurred WebP as a data: URI, shown while the image loads. */
  placeholder: string;
};

/**
 * The widths made of every photo. The steps are close where phones land: a two-column card is 350-560
 * device px wide and a full-width photo 720-1170, so 480 and 800 spare a phone the next size up (about
 * half and two thirds of its bytes).
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1280, 1920] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
/** The link-preview crop (Open Graph / social cards). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

export function imageVariantUrl(image: Pick<ProductImage, 'base'>, width: number, format: ImageFormat): string {
  return `${image.base}/${width}.${format}`;
}

export function imageSrcSet(image: Pick<ProductImage, 'base' | 'widths'>, format: ImageFormat): string {
  return image.widths.map((w) => `${imageVariantUrl(image, w, format)} ${w}w`).join(', ');
}

/** The variant nearest above `wanted` px (or the largest): the single-URL fallback (imageUrl, emails). */
export function imageFallbackUrl(image: Pick<ProductImage, 'base' | 'widths'>, wanted = 960, format: ImageFormat = 'jpg'): string {
  const width = image.widths.find((w) => w >= wanted) ?? image.widths[image.widths.length - 1]!;
  return imageVariantUrl(image, width, format);
}

export const ogImageUrl = (image: Pick<ProductImage, 'base'>) => `${image.base}/og.jpg`;

/** The widths made for a source `sourceWidth` px wide: never upscaled, always at least one. */
export function widthsFor(sourceWidth: number, candidates: readonly number[] = IMAGE_WIDTHS): number[] {
  const fit = candidates.filter((w) => w <= sourceWidth);
  return fit.length > 0 ? fit : [sourceWidth];
}

/** The image behind a fallback URL (`{base}/{width}.jpg`), for places that only carry `imageUrl`. */
export function imageFromUrl(url: string): Pick<ProductImage, 'base' | 'widths'> | undefined {
  const m = /^(\/media\/img\/[a-z0-9-]+)\/(\d+)\.jpg$/.exec(url);
  return m ? { base: m[1]!, widths: [Math.min(Number(m[2]), 320)] } : undefined;
}

/**
 * Layout widths for `sizes`, one per place a product image appears (the page is at most 1280 px wide).
 * The storefront's image component and the product page's preload (built by the catalog function) share them.
 */
export const IMAGE_SIZES = {
  /** Listing, home and similar-pieces cards: 2 columns, 3 from lg. */
  card: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 48vw',
  /** The home page's featured cards when four across from lg. */
  cardFour: '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, 48vw',
  /** The product page's main image: full width on phones, half from md. */
  gallery: '(min-width: 1280px) 600px, (min-width: 768px) 48vw, 100vw',
  galleryThumb: '(min-width: 1280px) 140px, (min-width: 768px) 11vw, 23vw',
  /** The home page's collection tiles: 2 columns, 5 from lg. */
  tile: '(min-width: 1280px) 224px, (min-width: 1024px) 18vw, 46vw',
  /**
   * The home hero's pieces: a tall first piece (2/3 of the width, 3/5 of half from lg), cropped from the
   * square, so sized by its height; two squares stacked beside it.
   */
  heroLead: '(min-width: 1280px) 530px, (min-width: 1024px) 41vw, 77vw',
  hero: '(min-width: 1280px) 230px, (min-width: 1024px) 18vw, 30vw',
  /** Cart, checkout summary and order lines: small fixed squares. */
  line: '80px',
} as const;
