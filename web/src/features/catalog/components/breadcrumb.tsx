import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { localizedField, type Translatable } from '@/i18n/localized-field';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

type Props = { category: { name: string; slug: string } & Translatable; name: { text: string; lang: 'en' | undefined } };

export function ProductBreadcrumb({ category, name }: Props) {
  const categoryName = localizedField(category, 'name');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        <li>
          <Link to={paths.products} className="inline-flex min-h-11 items-center hover:text-amethyst-700 sm:min-h-0">
            {t('products')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li>
          <Link to={paths.category(category.slug)} lang={categoryName.lang} className="inline-flex min-h-11 items-center hover:text-amethyst-700 sm:min-h-0">
            {categoryName.text}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="font-medium text-ink" lang={name.lang}>
          {name.text}
        </li>
      </ol>
    </nav>
  );
}
