import { productHead } from '@crystal/shared/page-head/product-head';
import { HeadTags, headContext } from '@/components/ui/seo';
import { useShopDetails } from '@/lib/shop-info';
import { useProductReviews } from '@/features/reviews/api/get-product-reviews';
import type { ListedProduct } from '@/features/catalog/lib/listing-filters';

/**
 * The product page's tags and structured data (shared/src/page-head), from the same data as the head the
 * catalog function writes into the page's HTML. Its own chunk, asked for once the app is in charge of a page
 * that arrived as HTML (routes/product.tsx): that page already carries its head, so the take-over does not
 * build it again. The shop's details (the seller) and the published reviews (`review`) re-render only this.
 */
export default function ProductHeadTags({ product }: { product: ListedProduct }) {
  const shop = useShopDetails();
  // Its published reviews, read only once one is published.
  const reviews = useProductReviews(product.id, (product.rating?.count ?? 0) > 0);
  return <HeadTags head={productHead(headContext(), product, { shop, reviews: reviews.data?.reviews })} />;
}
