import { useSimilarProducts } from '../api/get-similar-products';
import { ProductCard } from './product-card';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/** 'Similar Sacred Pieces': 4 requested from the same collection, the current one excluded, up to 3 shown. */
export function SimilarProducts({ categoryId, currentId }: { categoryId: number; currentId: number }) {
  const { data } = useSimilarProducts(categoryId, currentId);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-16">
      <h2 id="similar-heading" className="text-2xl font-semibold">
        {t('similarPieces')}
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3" data-testid="similar-products">
        {data.map((p) => (
          <ProductCard key={p.id} product={p} priceStyle="raw" />
        ))}
      </div>
    </section>
  );
}
