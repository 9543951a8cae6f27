import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SHOP } from '@crystal/shared/constants';

/** When no payment client can load, the shopper can still buy on the shop's Etsy store. */
export function EtsyFallback({ cartPath }: { cartPath: string }) {
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-lg p-8 text-center" data-testid="etsy-fallback">
        <h1 className="text-2xl font-semibold">Checkout via Etsy</h1>
        <p className="mt-3 text-muted">
          Our secure card payment could not be loaded right now. You can complete your purchase on our Etsy store, or go back to
          your cart and try again in a moment.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={SHOP.etsyShopUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            Continue to Etsy Store
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <Link to={cartPath} className="btn-outline">
            Back to Cart
          </Link>
        </div>
      </div>
    </div>
  );
}
