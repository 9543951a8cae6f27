import { useParams } from 'react-router-dom';
import { TOASTS } from '@crystal/shared/messages';
import { JsonLd, Seo, absoluteUrl } from '@/components/ui/seo';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAddCartItem } from '@/features/cart/api/add-cart-item';
import { openCartPanel } from '@/features/cart/stores/cart-panel';
import { useProduct } from '@/features/catalog/api/get-product';
import { ProductBreadcrumb } from '@/features/catalog/components/breadcrumb';
import { ProductDetailSkeleton } from '@/features/catalog/components/product-detail-skeleton';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ProductNotFound } from '@/features/catalog/components/product-not-found';
import { ProductPurchase } from '@/features/catalog/components/product-purchase';
import { ProductTabs } from '@/features/catalog/components/product-tabs';
import { SimilarProducts } from '@/features/catalog/components/similar-products';
import { numericProductId, type ListedProduct } from '@/features/catalog/lib/listing-filters';
import { productImages } from '@/features/catalog/lib/product-format';
import { productJsonLd } from '@/features/catalog/lib/structured-data';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { cartCount, useCart } from '@/features/cart/api/get-cart';
import { AiInsightsPanel } from '@/features/ai/components/ai-insights-panel';
import { CrystalConnectionCard } from '@/features/ai/components/crystal-connection-card';
import { NudgeCard } from '@/features/ai/components/nudge-card';
import { useProductIntelligence } from '@/features/ai/hooks/use-product-intelligence';

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
  const { data: cart } = useCart();
  const ai = useProductIntelligence(product, cartCount(cart));
  const onAddToCart = (quantity: number) =>
    addToCart.mutate(
      { productId: product.id, quantity },
      {
        onSuccess: () =>
          toast({
            title: TOASTS.addedToCartQty.title,
            description: TOASTS.addedToCartQty.description(quantity, product.name),
            action: { label: 'View cart', onClick: openCartPanel },
          }),
        onError: (err) =>
          toast({
            title: TOASTS.cartMutationFailed.title,
            description: errorMessage(err, TOASTS.cartMutationFailed.add),
            variant: 'destructive',
          }),
      },
    );
  const path = paths.product(product.id);
  const images = productImages(product).map(absoluteUrl);
  const summary = product.description.length > 155 ? `${product.description.slice(0, 152).trimEnd()}…` : product.description;

  return (
    <div className="container-page py-6 sm:py-8">
      <Seo title={product.name} description={summary} path={path} image={images[0]} type="product" />
      <JsonLd data={productJsonLd(product, absoluteUrl(path), images)} />
      <ProductBreadcrumb category={product.category} name={product.name} />
      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-14">
        <ProductGallery product={product} />
        <ProductPurchase
          product={product}
          onAddToCart={onAddToCart}
          adding={addToCart.isPending}
          wishlistButton={<WishlistButton product={product} />}
        />
      </div>
      {/* The AI guide fills the AI Insights tab through `aiInsights`. */}
      <ProductTabs
        product={product}
        aiInsights={<AiInsightsPanel insights={ai.insights} suggestions={ai.suggestions} aiAssistantPath={paths.aiAssistant} />}
      />
      <CrystalConnectionCard insights={ai.insights} />
      {/* EXTRA PRODUCT-PAGE SECTIONS: further sections from other features (e.g. the AI crystal
          connection card) are composed here, between the tabs and Similar Sacred Pieces. */}
      <SimilarProducts categoryId={product.categoryId} currentId={product.id} />
      <NudgeCard ai={ai} checkoutPath={paths.checkout} onAddToCart={product.stockQuantity > 0 ? () => onAddToCart(1) : undefined} />
    </div>
  );
}

export { ProductRoute as Component };
