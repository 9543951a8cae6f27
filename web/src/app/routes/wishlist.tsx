import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { ListingHero } from '@/features/catalog/components/listing-hero';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

/** The pieces this session has saved with the heart. */
export function WishlistRoute() {
  const { data, isPending, isError } = useWishlist();
  return (
    <>
      <Seo title="Your Wishlist" description="The crystal pieces you have saved for later." path={paths.wishlist} noindex />
      <ListingHero title="Your Wishlist" description="Pieces you have saved on this device. They stay here until you remove them." />
      <div className="container-page py-10">
        {isError ? (
          <p className="card p-8 text-center text-muted">Your saved pieces could not be loaded just now. Please try again in a moment.</p>
        ) : !isPending && data.length === 0 ? (
          <div className="card mx-auto max-w-lg px-6 py-14 text-center" data-testid="wishlist-empty">
            <Heart className="mx-auto size-10 text-amethyst-400" aria-hidden="true" />
            <h2 className="mt-4 text-2xl font-semibold">No saved pieces yet</h2>
            <p className="mt-2 text-muted">Tap the heart on any piece to keep it here while you decide.</p>
            <Link to={paths.products} className="btn-primary mt-6">
              Browse Products
            </Link>
          </div>
        ) : (
          <>
            <h2 className="sr-only">Saved pieces</h2>
            {!isPending && (
              <p className="mb-6 font-medium" data-testid="wishlist-count-label">
                {data.length === 1 ? '1 saved piece' : `${data.length} saved pieces`}
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
