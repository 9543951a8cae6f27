import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/i18n';
import { formatRawPrice } from '@/lib/format';
import type { ListedProduct } from '../lib/listing-filters';
import { placeholderImage, productPrice } from '../lib/product-format';
import { anyAvailable } from '@crystal/shared/product-stock';
import { stockLevel, stockLine } from '../lib/stock';
import { SoldOutBadge } from '../home/sold-out-badge';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { Stars } from '@/components/ui/stars';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import en from '../messages/en.json';

const t = createTranslator(en);

type Props = {
  product: ListedProduct;
  /** Above the fold: load eagerly. */
  priority?: boolean;
  /** A control laid over the image's corner (e.g. the wishlist heart); kept outside the link. */
  action?: ReactNode;
  /** 'cad' for listings (Canadian locale), 'raw' for the '$price' of the home grid and similar pieces. */
  priceStyle?: 'cad' | 'raw';
};

export function ProductCard({ product, priority, action, priceStyle = 'cad' }: Props) {
  // A made-to-order piece is never 'Only N left' and is sold out only when no units are open. A card words
  // only the low level: the French '# disponibles' of an Infinity would start Intl.NumberFormat (ICU's number
  // data, 80-130 ms at Lighthouse's 4x CPU) inside a listing's first render, for a line never shown.
  const units = !anyAvailable(product) ? 0 : product.madeToOrder || product.stockQuantity <= 0 ? Infinity : product.stockQuantity;
  const level = stockLevel(units);
  const name = localizedField(product, 'name');
  const category = localizedField(product.category, 'name');
  return (
    <article className="card group relative flex flex-col overflow-hidden drawn-near-screen-[24rem] sm:drawn-near-screen-[34rem]" data-testid="product-card">
      <Link
        to={paths.product(product.id)}
        className="flex flex-1 flex-col focus-visible:outline-offset-[-3px]"
      >
        <div className="relative overflow-hidden bg-mist">
          <ProductImage
            image={product.images?.[0]}
            src={product.imageUrl || placeholderImage}
            alt={(currentLocale() === 'en' && product.images?.[0]?.alt) || name.text}
            sizes={IMAGE_SIZES.card}
            priority={priority}
            className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
          {level === 'out' && <SoldOutBadge />}
          {product.isFeatured && (
            <span className="absolute left-3 top-3 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-semibold text-ink">
              {t('featured')}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs font-medium uppercase tracking-wider text-muted" lang={category.lang}>
            {category.text}
          </p>
          <h3 className="font-serif text-base font-semibold leading-snug sm:text-lg" lang={name.lang}>
            {name.text}
          </h3>
          {product.rating && product.rating.count > 0 && <CardRating rating={product.rating} />}
          <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 pt-2">
            <p className="font-semibold text-amethyst-700">
              {priceStyle === 'raw' ? formatRawPrice(product.price) : productPrice(product.price)}
            </p>
            {level === 'low' && <p className="text-xs font-medium text-amber-800">{stockLine(units).text}</p>}
          </div>
        </div>
      </Link>
      {action && <div className="absolute right-2 top-2">{action}</div>}
    </article>
  );
}

/** The card's stars from the piece's published reviews, said in words: "Rated 4.8 out of 5 by 12 buyers". */
function CardRating({ rating }: { rating: { average: number; count: number } }) {
  // The French decimal comma without Intl: a listing's first render never starts ICU's number data.
  const average = currentLocale() === 'fr' ? String(rating.average).replace('.', ',') : String(rating.average);
  return (
    <p className="flex items-center gap-1 text-xs text-muted" data-testid="card-rating">
      <Stars rating={rating.average} size={14} label={t('ratedBy', { average, count: rating.count })} />
      <span aria-hidden="true">({rating.count})</span>
    </p>
  );
}
