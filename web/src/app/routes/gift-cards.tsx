import { Link } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { openCartPanel } from '@/features/cart/stores/cart-panel';
import { GiftCardForm } from '@/features/gift-cards/components/gift-card-form';
import { t } from '@/features/gift-cards/lib/gift-card-text';

/** /gift-cards (issue 49): a gift card bought like a piece, into the cart; "View cart" opens the cart panel. */
export function Component() {
  return (
    <>
      <Seo title={t('pageTitle')} description={t('pageDescription')} path={paths.giftCards} />
      <section className="bg-gradient-to-b from-amethyst-50 to-cream">
        <div className="container-page py-8 sm:py-12">
          <p className="text-sm font-semibold uppercase tracking-wider text-amethyst-700">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-5xl">{t('heading')}</h1>
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{t('lead')}</p>
        </div>
      </section>
      <div className="container-page max-w-2xl pb-16 pt-6">
        <GiftCardForm onViewCart={openCartPanel} />
        <p className="mt-6 text-center text-sm">
          <Link to={paths.giftCardBalance} className="font-medium text-amethyst-700 underline underline-offset-4">
            {t('balanceLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
