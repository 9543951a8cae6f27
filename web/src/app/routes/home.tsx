import { Suspense } from 'react';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SHOP } from '@crystal/shared/constants/shop';
import { paths } from '@/config/paths';
import { FeaturedGrid } from '@/features/catalog/home/featured-grid';
import { HeroPieces } from '@/features/catalog/home/hero-pieces';
import { createTranslator } from '@/i18n/create-translator';
import { afterTakeOver } from '@/lib/after-take-over';
import en from './messages/en.json';

const t = createTranslator(en);

/** Asked for once the app is in charge of a home page that arrived as HTML (drawn until then), else as the app starts. */
const HomeBelowFold = afterTakeOver(() => import('./home/below-fold').then((m) => m.default));

export function HomeRoute() {
  return (
    <>
      {/* The page's head and the shop's JSON-LD come with the below-the-fold chunk (drawn by the server; its code comes after the take-over). */}

      <section className="relative overflow-hidden bg-gradient-to-b from-amethyst-100 via-amethyst-50 to-cream">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-rose-100/70 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -left-32 bottom-0 size-80 rounded-full bg-gold-400/20 blur-3xl" />
        {/* A phone reads the words, the first featured pieces, then the buttons, all on its first screen;
            from lg the pieces stand beside the words and buttons. */}
        <div className="container-page relative grid gap-6 py-6 sm:gap-8 sm:py-10 lg:grid-cols-2 lg:gap-x-12 lg:gap-y-8 lg:py-12">
          <div className="text-center lg:col-start-1 lg:row-start-1 lg:self-end lg:text-left">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/70 px-3 py-1 text-xs font-medium text-amethyst-800 sm:px-4 sm:py-1.5 sm:text-sm">
              <Sparkles className="size-4" aria-hidden="true" />
              {t('handmadeIn', { city: SHOP.city, province: SHOP.province })}
            </p>
            <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-semibold leading-tight text-amethyst-800 sm:mt-5 sm:text-5xl lg:mx-0">
              {t('heroTitle')}
            </h1>
            <p className="mx-auto mt-3 max-w-2xl text-[0.95rem] leading-relaxed text-muted sm:mt-5 sm:text-lg lg:mx-0">
              {t('heroText')}
            </p>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <HeroPieces />
          </div>
          <div className="flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap lg:col-start-1 lg:row-start-2 lg:self-start lg:justify-start">
            <Link to={paths.products} className="btn-primary whitespace-nowrap px-6">
              {t('browseJewelry')}
            </Link>
            <Link to={paths.about} className="btn-outline whitespace-nowrap bg-white/60 px-6">
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
