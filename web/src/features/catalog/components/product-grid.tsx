import type { ReactNode } from 'react';
import { UI_LIMITS } from '@/config/ui-timing';
import type { ListedProduct } from '../lib/listing-filters';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

type Props = {
  products: ListedProduct[] | undefined;
  loading: boolean;
  renderAction?: (product: ListedProduct) => ReactNode;
  /** A card after the pieces, once they are in (the whole shop's listing ends with the gift card). */
  last?: ReactNode;
  className?: string;
};

/** A grid of product cards; 6 skeleton cards while loading (docs/decisions/0021-constants-and-timings.md). */
export function ProductGrid({ products, loading, renderAction, last, className = 'grid-cols-2 lg:grid-cols-3' }: Props) {
  return (
    <div className={`grid gap-4 sm:gap-6 ${className}`} aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: UI_LIMITS.skeletonCards }, (_, i) => <ProductCardSkeleton key={i} />)
        : products?.map((p, i) => <ProductCard key={p.id} product={p} priority={i < 2} action={renderAction?.(p)} />)}
      {!loading && last}
    </div>
  );
}
