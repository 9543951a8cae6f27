import { Gem } from 'lucide-react';
import { Link } from 'react-router-dom';
import { notFoundTexts } from '@/config/not-found-texts';
import { paths } from '@/config/paths';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

export function ProductNotFound() {
  const texts = notFoundTexts();
  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-lg p-10 text-center" data-testid="product-not-found">
        <Gem className="mx-auto size-10 text-amethyst-400" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold">{texts.productTitle}</h1>
        <p className="mt-3 text-muted">{texts.productText}</p>
        <Link to={paths.products} className="btn-primary mt-8">
          {t('browseProducts')}
        </Link>
      </div>
    </div>
  );
}
