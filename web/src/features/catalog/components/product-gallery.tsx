import { useState } from 'react';
import type { ProductImage as Image } from '@crystal/shared/images/image-urls';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { productImages } from '../lib/product-format';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

type GalleryProduct = { name: string; imageUrl: string; imageUrls?: string[]; images?: Image[] };

/** The main image (the page's LCP) with thumbnails when there is more than one. */
export function ProductGallery({ product }: { product: GalleryProduct }) {
  const views = product.images?.length
    ? product.images.map((image) => ({ key: image.id, image, src: image.base, alt: image.alt }))
    : productImages(product).map((src) => ({ key: src, image: undefined, src, alt: product.name }));
  const [index, setIndex] = useState(0);
  const current = views[Math.min(index, views.length - 1)]!;
  return (
    <div>
      <div className="card overflow-hidden bg-mist">
        <ProductImage
          key={current.key}
          image={current.image}
          src={current.src}
          alt={current.alt}
          sizes={IMAGE_SIZES.gallery}
          priority
          className="aspect-square w-full object-cover"
        />
      </div>
      {views.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:gap-3" aria-label={t('productImages')}>
          {views.map((view, i) => (
            <li key={view.key}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('showImage', { index: i + 1, count: views.length })}
                aria-pressed={i === index}
                className={`block w-full overflow-hidden rounded-xl border-2 bg-mist transition ${i === index ? 'border-amethyst-600' : 'border-transparent hover:border-amethyst-200'}`}
              >
                <ProductImage image={view.image} src={view.src} alt="" sizes={IMAGE_SIZES.galleryThumb} className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
