import { lazy, Suspense } from 'react';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SHOP } from '@crystal/shared/constants';
import { Seo, shareTexts } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { FeaturedGrid } from '@/features/catalog/home/featured-grid';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

const HomeBelowFold = lazy(() => import('./home/below-fold'));

export function HomeRoute() {
  return (
    <>
      <Seo title={SHOP.name} description={shareTexts().description} path={paths.home} />
      {/* The shop's JSON-LD comes with the below-the-fold chunk, which the app requests as it starts. */}

      <section className="relative overflow-hidden bg-gradient-to-b from-amethyst-100 via-amethyst-50 to-cream">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-rose-100/70 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -left-32 bottom-0 size-80 rounded-full bg-gold-400/20 blur-3xl" />
        <div className="container-page relative py-20 text-center sm:py-28">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/70 px-4 py-1.5 text-sm font-medium text-amethyst-800">
            <Sparkles className="size-4" aria-hidden="true" />
            {t('handmadeIn', { city: SHOP.city, province: SHOP.province })}
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-semibold leading-tight text-amethyst-800 sm:text-6xl">
            {t('heroTitle')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            {t('heroText')}
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.products} className="btn-primary px-7">
              {t('browseJewelry')}
            </Link>
            <Link to={paths.about} className="btn-outline bg-white/60 px-7">
              {t('learnStory')}
            </Link>
          </div>
        </div>
      </section>

      <FeaturedGrid />

      {/* Until its code is in, the rest of the page holds a screen's height, so the footer stays below the fold. */}
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
