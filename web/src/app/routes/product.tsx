import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { CART_TOASTS } from '@/features/cart/cart-toasts';
import { describeChoices, nameWithChoices } from '@crystal/shared/product-choices';
import { currentLocale } from '@/i18n/i18n';
import { toast } from '@/components/ui/use-toast';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
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
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import { afterTakeOver } from '@/lib/after-take-over';
import en from '@/features/catalog/messages/en.json';

const t = createTranslator(en);

/**
 * Everything below the purchase box, and the page's head: each its own chunk, asked for once the app is in
 * charge of a page that arrived as HTML (drawn until then, and the HTML carries the head), else at once. The
 * gallery and the purchase box are all the take-over runs.
 */
const ProductExtras = afterTakeOver(() => import('./product-extras').then((m) => m.default));
const ProductHeadTags = afterTakeOver(() => import('./product-head-tags').then((m) => m.default));

/** /product/{id}. A non-numeric id shows the not-found card without making any request. */
export function ProductRoute() {
  const { id } = useParams();
  const productId = numericProductId(id);
  const { data: product, isPending, isError } = useProduct(productId);
  if (productId === undefined || isError) return <ProductNotFound />;
  if (isPending) return <ProductDetailSkeleton />;
  return <ProductPage key={product.id} product={product} />;
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
      <Suspense fallback={null}>
        <ProductHeadTags product={product} />
      </Suspense>
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
