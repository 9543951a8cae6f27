import { anyAvailable } from '@crystal/shared/product-stock';
import type { Product } from '@crystal/shared/schemas/product';
import { Link } from 'react-router-dom';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { UI_LIMITS } from '@/config/ui-timing';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/i18n';
import { localizedField } from '@/i18n/localized-field';
import { formatRawPrice } from '@/lib/format';
import { useFeaturedProducts } from '../api/get-featured-products';
import { SoldOutBadge } from './sold-out-badge';

/**
 * The home page's first featured pieces, beside the hero's words: one tall piece and two square ones
 * stacked beside it, each with its name and price below. The first photo is the page's LCP image (fetched first, eagerly). While the pieces
 * load, the same boxes stand empty at their final size, so nothing moves when they arrive; the rest of
 * the featured pieces follow in FeaturedGrid.
 */
export function HeroPieces() {
  const { data, isPending } = useFeaturedProducts();
  const pieces = data?.slice(0, UI_LIMITS.heroPieces) ?? [];
  if (!isPending && pieces.length === 0) return null;
  return (
    <ul className="grid h-full grid-cols-[2fr_1fr] grid-rows-2 gap-3 sm:gap-4 lg:grid-cols-[3fr_2fr]">
      {isPending
        ? Array.from({ length: UI_LIMITS.heroPieces }, (_, i) => <PieceSkeleton key={i} first={i === 0} />)
        : pieces.map((product, i) => <Piece key={product.id} product={product} first={i === 0} />)}
    </ul>
  );
}

/** The first piece stands two rows tall in the wider column, its photo filling what its caption leaves. */
const cell = (first: boolean) => `flex flex-col ${first ? 'row-span-2' : ''}`;
const frame = (first: boolean) =>
  `relative overflow-hidden rounded-2xl bg-mist shadow-sm ring-1 ring-line ${first ? 'min-h-0 flex-1' : 'aspect-square'}`;

/**
 * The name's lines: a square's caption keeps room for two (one from lg), so its skeleton is as tall and
 * nothing moves when the names arrive. The tall piece's photo takes whatever height its caption leaves.
 */
const nameSize = (first: boolean) =>
  first
    ? 'line-clamp-2 min-h-5 text-sm leading-5 lg:min-h-6 lg:text-base lg:leading-6'
    : 'line-clamp-2 min-h-8 text-xs leading-4 sm:min-h-10 sm:text-sm sm:leading-5 lg:line-clamp-1 lg:min-h-6 lg:text-base lg:leading-6';

function Piece({ product, first }: { product: Product; first: boolean }) {
  const name = localizedField(product, 'name');
  const soldOut = !anyAvailable(product);
  return (
    <li className={cell(first)}>
      <Link to={paths.product(product.id)} className="group flex flex-1 flex-col" data-testid="featured-product">
        <div className={frame(first)}>
          <ProductImage
            image={product.images?.[0]}
            src={product.imageUrl}
            alt={(currentLocale() === 'en' && product.images?.[0]?.alt) || name.text}
            sizes={first ? IMAGE_SIZES.heroLead : IMAGE_SIZES.hero}
            priority={first}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
          {soldOut && <SoldOutBadge />}
        </div>
        <div className="mt-2">
          <p className={`font-serif font-semibold text-ink ${nameSize(first)}`} lang={name.lang}>
            {name.text}
          </p>
          <p className="mt-0.5 text-xs leading-4 font-semibold text-amethyst-700 sm:text-sm sm:leading-5">{formatRawPrice(product.price)}</p>
        </div>
      </Link>
    </li>
  );
}

function PieceSkeleton({ first }: { first: boolean }) {
  return (
    <li className={cell(first)} aria-hidden="true" data-testid="hero-piece-skeleton">
      <div className={`${frame(first)} animate-pulse`} />
      <div className="mt-2">
        <div className={nameSize(first)} />
        <div className="mt-0.5 h-4 sm:h-5" />
      </div>
    </li>
  );
}
