import { anyAvailable } from '@crystal/shared/product-stock';
import { Link } from 'react-router-dom';
import { UI_LIMITS } from '@/config/ui-timing';
import { formatRawPrice } from '@/lib/format';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/i18n';
import { useFeaturedProducts } from '../api/get-featured-products';
import { ProductCardSkeleton } from '../components/product-card-skeleton';
import { SoldOutBadge } from './sold-out-badge';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import en from './messages/en.json';

const t = createTranslator(en);

/**
 * 'Shop Crystal Jewelry': the featured pieces after those beside the hero (HeroPieces), up to six (six
 * skeletons while loading), prices as a raw '$price'. With none left, only the link to all products.
 */
export function FeaturedGrid() {
  const { data, isPending, isError } = useFeaturedProducts();
  const rest = data?.slice(UI_LIMITS.heroPieces, UI_LIMITS.heroPieces + UI_LIMITS.skeletonCards) ?? [];
  if (!isPending && !isError && rest.length === 0) return <ViewAll className="pb-16 pt-4" />;
  // Whole rows on a desktop: three across for three or six pieces, else four (the seeded seven leave four).
  const fourAcross = !isPending && rest.length % 3 !== 0;
  return (
    <section aria-labelledby="featured-heading" className="container-page py-16">
      <h2 id="featured-heading" className="text-center text-3xl font-semibold">
        {t('shopCrystalJewelry')}
      </h2>
      <div className={`mt-10 grid grid-cols-2 gap-4 sm:gap-6 ${fourAcross ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {isPending &&
          Array.from({ length: UI_LIMITS.skeletonCards }, (_, i) => <ProductCardSkeleton key={i} />)}
        {rest.map((product) => {
          const name = localizedField(product, 'name');
          return (
            <Link
              key={product.id}
              to={paths.product(product.id)}
              className="card group overflow-hidden"
              data-testid="featured-product"
            >
              <div className="relative">
                <ProductImage
                  image={product.images?.[0]}
                  src={product.imageUrl}
                  alt={(currentLocale() === 'en' && product.images?.[0]?.alt) || name.text}
                  sizes={fourAcross ? IMAGE_SIZES.cardFour : IMAGE_SIZES.card}
                  className="aspect-square w-full object-cover transition-transform group-hover:scale-[1.02]"
                />
                {!anyAvailable(product) && <SoldOutBadge />}
              </div>
              <div className="p-4">
                <h3 className="font-serif text-base font-semibold sm:text-lg" lang={name.lang}>
                  {name.text}
                </h3>
                <p className="mt-1 font-semibold text-amethyst-700">{formatRawPrice(product.price)}</p>
              </div>
            </Link>
          );
        })}
      </div>
      {isError && <p className="mt-6 text-center text-muted">{t('featuredFailed')}</p>}
      <ViewAll className="mt-10" />
    </section>
  );
}

function ViewAll({ className }: { className: string }) {
  return (
    <div className={`${className} text-center`}>
      <Link to={paths.products} className="btn-outline">
        {t('viewAllProducts')}
      </Link>
    </div>
  );
}
