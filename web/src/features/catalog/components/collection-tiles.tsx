import { Gem } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { useCategories } from '../api/get-categories';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import en from '../messages/en.json';

const t = createTranslator(en);

/** The artisan's collections, each linking to its listing. */
export function CollectionTiles() {
  const { data, isPending } = useCategories();
  return (
    <section aria-labelledby="collections-heading" className="container-page py-16">
      <h2 id="collections-heading" className="text-center text-3xl font-semibold">
        {t('exploreCollections')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{t('collectionsText')}</p>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-5">
        {isPending
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} aria-hidden="true" className="aspect-[4/5] animate-pulse rounded-2xl bg-mist" />
            ))
          : data?.map((c) => {
              const name = localizedField(c, 'name');
              const description = localizedField(c, 'description');
              return (
                <li key={c.id}>
                  <Link to={paths.category(c.slug)} className="card group block h-full overflow-hidden">
                    {c.image || c.imageUrl ? (
                      <ProductImage
                        image={c.image}
                        src={c.imageUrl}
                        alt=""
                        sizes={IMAGE_SIZES.tile}
                        className="aspect-square w-full bg-mist object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                      />
                    ) : (
                      // A collection she has just created has no picture yet: a plain tile, never a broken image.
                      <div aria-hidden="true" className="flex aspect-square w-full items-center justify-center bg-mist">
                        <Gem className="size-10 text-amethyst-400" />
                      </div>
                    )}
                    <div className="p-4">
                      <h3 className="font-serif text-lg font-semibold" lang={name.lang}>
                        {name.text}
                      </h3>
                      <p className="mt-1 line-clamp-2 text-sm text-muted" lang={description.lang}>
                        {description.text}
                      </p>
                    </div>
                  </Link>
                </li>
              );
            })}
      </ul>
    </section>
  );
}
