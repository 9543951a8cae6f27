import { Gem } from 'lucide-react';
import { Link } from 'react-router-dom';
import { notFoundTexts } from '@/config/not-found-texts';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { createTranslator } from '@/i18n/create-translator';
import en from '@/config/messages/en.json';

const t = createTranslator(en);

export function NotFoundRoute() {
  const texts = notFoundTexts();
  return (
    <section className="bg-gradient-to-b from-amethyst-50 to-cream">
      <Seo title={t('notFoundTitle')} description={t('notFoundDescription')} path={paths.home} noindex />
      <div className="container-page py-24 text-center">
        <Gem className="mx-auto size-12 text-amethyst-400" aria-hidden="true" />
        <span className="mt-6 inline-block rounded-full bg-amethyst-100 px-3 py-1 text-sm font-medium text-amethyst-800">
          {texts.routeBadge}
        </span>
        <h1 className="mt-6 text-4xl font-semibold text-amethyst-800 sm:text-5xl">{texts.routeTitle}</h1>
        <p className="mx-auto mt-4 max-w-md text-muted">
          {t('notFoundText')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className="btn-primary">
            {t('backHome')}
          </Link>
          <Link to={paths.products} className="btn-outline">
            {t('browseProducts')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export { NotFoundRoute as Component };
