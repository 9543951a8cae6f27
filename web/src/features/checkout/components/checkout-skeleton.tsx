import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/** Shown while the cart and the payment client are being set up. */
export function CheckoutSkeleton() {
  const block = 'animate-pulse rounded-lg bg-mist';
  return (
    <div className="container-page py-10" aria-busy="true" aria-label={t('loadingCheckout')} data-testid="checkout-skeleton">
      <div className={`${block} mx-auto h-9 w-64`} />
      <div className={`${block} mx-auto mt-3 h-5 w-96 max-w-full`} />
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="card space-y-3 p-6">
              <div className={`${block} h-6 w-48`} />
              <div className={`${block} h-11 w-full`} />
              <div className={`${block} h-11 w-full`} />
            </div>
          ))}
        </div>
        <div className="card h-fit space-y-3 p-6">
          <div className={`${block} h-6 w-40`} />
          <div className={`${block} h-16 w-full`} />
          <div className={`${block} h-5 w-full`} />
          <div className={`${block} h-5 w-full`} />
        </div>
      </div>
    </div>
  );
}
