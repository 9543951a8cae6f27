import { Link } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { BalanceForm } from '@/features/gift-cards/components/balance-form';
import { t } from '@/features/gift-cards/lib/gift-card-text';

/** /gift-card (issue 49): what is left on a gift card's code. */
export function Component() {
  return (
    <>
      <Seo title={t('balanceTitle')} description={t('balanceDescription')} path={paths.giftCardBalance} noindex />
      <div className="container-page max-w-xl py-10">
        <h1 className="text-3xl font-semibold">{t('balanceHeading')}</h1>
        <p className="mt-2 text-muted">{t('balanceLead')}</p>
        <div className="mt-6">
          <BalanceForm />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.products} className="font-medium text-amethyst-700 underline underline-offset-4">
            {t('shopWithIt')}
          </Link>
        </p>
      </div>
    </>
  );
}
