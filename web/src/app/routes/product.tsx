import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { CART_TOASTS } from '@/features/cart/cart-toasts';
import { productHead } from '@crystal/shared/page-head/product-head';
import { describeChoices, nameWithChoices } from '@crystal/shared/product-choices';
import { currentLocale } from '@/i18n/i18n';
import { HeadTags, headContext } from '@/components/ui/seo';
import { toast } from '@/components/ui/use-toast';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { useShopDetails } from '@/lib/shop-info';
import { useAddCartItem } from '@/features/cart/api/add-cart-item';
import { openCartPanel } from '@/features/cart/stores/cart-panel';
import { useProduct } from '@/features/catalog/api/use-product';
import { ProductBreadcrumb } from '@/features/catalog/components/breadcrumb';
import { ProductDetailSkeleton } from '@/features/catalog/components/product-detail-skeleton';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ProductNotFound } from '@/features/catalog/components/product-not-found';
import { ProductPurchase, type CartChoices } from '@/features/catalog/components/product-purchase';
import { numericProductId, type ListedProduct } from '@/features/catalog/lib/listing-filters';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { RatingSummary } from '@/features/reviews/components/rating-summary';
import { useProductReviews } from '@/features/reviews/api/get-product-reviews';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import en from '@/features/catalog/messages/en.json';

const t = createTranslator(en);

/** Everything below the purchase box: its own chunk, so the gallery and price paint first on a phone. */
const ProductExtras = lazy(() => import('./product-extras'));

/** /product/{id}. A non-numeric id shows the not-found card without making any request. */
export function ProductRoute() {
  const { id } = useParams();
  const productId = numericProductId(id);
  const { data: product, isPending, isError } = useProduct(productId);
  if (productId === undefined || isError) return <ProductNotFound />;
  if (isPending) return <ProductDetailSkeleton />;
  return <ProductPage key={product.id} product={product} />;
}

/**
 * The page's tags and structured data. Its own component: the shop's details (the seller in the JSON-LD)
 * arrive after the first render, and re-render only this, not the whole page in one blocking task.
 */
function ProductHead({ product }: { product: ListedProduct }) {
  const shop = useShopDetails();
  // Its published reviews, read only once one is published (the structured data's `review`).
  const reviews = useProductReviews(product.id, (product.rating?.count ?? 0) > 0);
  // The head the catalog function writes into the page's HTML (shared/src/page-head), from the same data.
  return <HeadTags head={productHead(headContext(), product, { shop, reviews: reviews.data?.reviews })} />;
}

function ProductPage({ product }: { product: ListedProduct }) {
  const addToCart = useAddCartItem();
  const name = localizedField(product, 'name');
  const onAddToCart = (quantity: number, choices?: CartChoices) =>
    addToCart.mutate(
      { productId: product.id, quantity, ...choices },
      {
        onSuccess: () =>
          toast({
            title: CART_TOASTS.addedToCartQty.title,
            // The piece as chosen: "Moonstone Stacking Ring (Size 7, Engraving: Luna)" (issue 44).
            description: CART_TOASTS.addedToCartQty.description(
              quantity,
              nameWithChoices(name.text, choices ? describeChoices(product, choices) : [], currentLocale() === 'fr' ? 'fr' : 'en'),
            ),
            action: { label: t('viewCart'), onClick: openCartPanel },
          }),
        onError: (err) =>
          toast({
            title: CART_TOASTS.cartMutationFailed.title,
            description: shopperErrorMessage(err, CART_TOASTS.cartMutationFailed.add),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="container-page py-6 sm:py-8">
      <ProductHead product={product} />
      <ProductBreadcrumb category={product.category} name={name} />
      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-14">
        <ProductGallery product={product} />
        <ProductPurchase
          product={product}
          onAddToCart={onAddToCart}
          adding={addToCart.isPending}
          wishlistButton={<WishlistButton product={product} />}
          rating={<RatingSummary rating={product.rating} />}
        />
      </div>
      <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
        <ProductExtras product={product} onAddToCart={onAddToCart} />
      </Suspense>
    </div>
  );
}

export { ProductRoute as Component };
