import { useState } from 'react';
import { productImages } from '../lib/product-format';

/** The main image with thumbnails when there is more than one. */
export function ProductGallery({ product }: { product: { name: string; imageUrl: string; imageUrls?: string[] } }) {
  const images = productImages(product);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)]!;
  return (
    <div>
      <div className="card overflow-hidden bg-mist">
        <img src={current} alt={product.name} width={800} height={800} className="aspect-square w-full object-cover" fetchPriority="high" />
      </div>
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:gap-3" aria-label="Product images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                className={`block w-full overflow-hidden rounded-xl border-2 bg-mist transition ${i === index ? 'border-amethyst-600' : 'border-transparent hover:border-amethyst-200'}`}
              >
                <img src={src} alt="" width={160} height={160} loading="lazy" className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
