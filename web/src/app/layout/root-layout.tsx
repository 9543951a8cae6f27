import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { DeferredFooter } from './deferred-footer';
import { Toaster } from '@/components/ui/toaster';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { DeferredChatWidget } from '@/features/ai/components/deferred-chat-widget';
import { PageErrorBoundary } from './page-error-boundary';
import { useRestoreScroll } from './use-restore-scroll';
import { paths } from '@/config/paths';
import { createTranslator } from '@/i18n/create-translator';
import { currentLocale } from '@/i18n/i18n';
import { shouldSuggestFrench } from '@/i18n/language-choice';
import en from './messages/en.json';

const t = createTranslator(en);

/** Only browsers that prefer French ever fetch the offer's code. */
const LanguageOffer = lazy(() => import('./language-offer'));


const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);

export function RootLayout() {
  useRestoreScroll();
  const { pathname } = useLocation();
  // After the first render: a page that arrived as HTML hydrates exactly as the server drew it (no offer).
  const [offerFrench, setOfferFrench] = useState(false);
  useEffect(() => setOfferFrench(shouldSuggestFrench(browserLanguages(), currentLocale())), []);
  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('skipToContent')}
        </a>
        {/* Read only where JavaScript is off: the pages read as they are, buying needs the app. */}
        <noscript>
          {/* Photos that wait for the screen show their <noscript> copy instead (components/product-image.tsx). */}
          <style>{'img[data-awaits-screen]{display:none}'}</style>
          <p className="bg-amethyst-800 px-4 py-2 text-center text-sm text-white">{t('needsJavaScript')}</p>
        </noscript>
        <SiteHeader />
        <main id="main" className="flex-1">
          {/* A page whose code is still loading on the first visit holds the fold, so the footer never jumps. */}
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <DeferredFooter />
        {/* On checkout the chat bubble would cover the totals and the pay button on a phone: hidden there (kept mounted, so a conversation survives). */}
        <div hidden={pathname === paths.checkout} data-testid="chat-widget-slot">
          <DeferredChatWidget />
        </div>
        <CartPanel />
        <Toaster />
        {offerFrench && (
          <Suspense fallback={null}>
            <LanguageOffer />
          </Suspense>
        )}
      </div>
    </>
  );
}
