import { anyAvailable } from '@crystal/shared/product-stock';
import { paths } from '@/config/paths';
import { cartCount, useCart } from '@/features/cart/api/get-cart';
import { AiInsightsPanel } from '@/features/ai/components/ai-insights-panel';
import { CrystalConnectionCard } from '@/features/ai/components/crystal-connection-card';
import { NudgeCard } from '@/features/ai/components/nudge-card';
import { useProductIntelligence } from '@/features/ai/hooks/use-product-intelligence';
import { ProductTabs } from '@/features/catalog/components/product-tabs';
import { SimilarProducts } from '@/features/catalog/components/similar-products';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import type { ListedProduct } from '@/features/catalog/lib/listing-filters';

/** The detail page below the purchase box: the four tabs, the AI guide's cards and Similar Sacred Pieces. */
export default function ProductExtras({
  product,
  onAddToCart,
}: {
  product: ListedProduct;
  onAddToCart: (quantity: number) => void;
}) {
  const { data: cart } = useCart();
  const ai = useProductIntelligence(product, cartCount(cart));
  return (
    <>
      {/* The AI guide fills the AI Insights tab through `aiInsights`. */}
      <ProductTabs
        product={product}
        aiInsights={
          <AiInsightsPanel
            insights={ai.insights}
            suggestions={ai.suggestions}
            aiAssistantPath={paths.aiAssistant}
          />
        }
      />
      <CrystalConnectionCard insights={ai.insights} />
      {/* Published reviews from buyers, newest first (only when there is one). */}
      <ProductReviews productId={product.id} count={product.rating?.count} />
      {/* EXTRA PRODUCT-PAGE SECTIONS: further sections from other features (e.g. the AI crystal
          connection card) are composed here, between the tabs and Similar Sacred Pieces. */}
      <SimilarProducts categoryId={product.categoryId} currentId={product.id} />
      <NudgeCard
        ai={ai}
        checkoutPath={paths.checkout}
        // The guide's one-tap add is for a piece without choices to make.
        onAddToCart={anyAvailable(product) && !product.options?.length && !product.personalization?.some((q) => q.required) ? () => onAddToCart(1) : undefined}
      />
    </>
  );
}
