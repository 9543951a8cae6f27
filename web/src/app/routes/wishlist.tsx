import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { ListingHero } from '@/features/catalog/components/listing-hero';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { createTranslator } from '@/i18n/create-translator';
import en from '@/features/wishlist/messages/en.json';

const t = createTranslator(en);

/** The pieces this session has saved with the heart. */
export function WishlistRoute() {
  const { data, isPending, isError } = useWishlist();
  return (
    <>
      <Seo title={t('pageTitle')} description={t('pageDescription')} path={paths.wishlist} noindex />
      <ListingHero title={t('pageTitle')} description={t('heroText')} />
      <div className="container-page py-10">
        {isError ? (
          <p className="card p-8 text-center text-muted">{t('loadFailed')}</p>
        ) : !isPending && data.length === 0 ? (
          <div className="card mx-auto max-w-lg px-6 py-14 text-center" data-testid="wishlist-empty">
            <Heart className="mx-auto size-10 text-amethyst-400" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-semibold">{t('emptyTitle')}</h2>
            <p className="mt-2 text-muted">{t('emptyText')}</p>
            <Link to={paths.products} className="btn-primary mt-6">
              {t('browseProducts')}
            </Link>
          </div>
        ) : (
          <>
            <h2 className="sr-only">{t('savedPieces')}</h2>
            {!isPending && (
              <p className="mb-6 font-medium" data-testid="wishlist-count-label">
                {t('savedCount', { count: data.length })}
              </p>
            )}
            <ProductGrid
              products={data}
              loading={isPending}
              className="grid-cols-2 lg:grid-cols-4"
              renderAction={(p) => <WishlistButton product={p} variant="icon" />}
            />
          </>
        )}
      </div>
    </>
  );
}

export { WishlistRoute as Component };
