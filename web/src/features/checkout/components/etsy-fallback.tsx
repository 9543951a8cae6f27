import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SHOP_CONTACT } from '@crystal/shared/constants/shop-contact';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/** When no payment client can load, the shopper can still buy on the shop's Etsy store. */
export function EtsyFallback({ cartPath }: { cartPath: string }) {
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-lg p-8 text-center" data-testid="etsy-fallback">
        <h1 className="text-2xl font-semibold">{t('etsyTitle')}</h1>
        <p className="mt-3 text-muted">
          {t('etsyBody')}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={SHOP_CONTACT.etsyShopUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            {t('etsyContinue')}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
          <Link to={cartPath} className="btn-outline">
            {t('backToCart')}
          </Link>
        </div>
      </div>
    </div>
  );
}
