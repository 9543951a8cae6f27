import { ShoppingBag } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { CART_TOASTS } from '@/features/cart/cart-toasts';
import { formatCadCents } from '@/lib/format';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { cartTotalCents, useCart } from '../api/get-cart';
import { shippingHeadline } from '@crystal/shared/shop-facts/money-claims';
import { useShopDetails } from '@/lib/shop-info';
import { currentLocale } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import { CartLine } from './cart-line';
import en from '../messages/en.json';
import { shipsNothing } from '@crystal/shared/order-ships';

const t = createTranslator(en);

type Props = {
  /** Called when the shopper leaves for checkout or to browse products (the panel closes). */
  onLeave?: () => void;
  variant?: 'panel' | 'page';
};

/** The cart's lines, total and checkout button: shared by the side panel and the /cart page. */
export function CartContents({ onLeave, variant = 'panel' }: Props) {
  const { data: items, isPending, isError } = useCart();
  const navigate = useNavigate();
  const total = cartTotalCents(items);
  // What shipping costs as the settings have it (docs/decisions/0038-shipping-she-sets.md).
  const shipping = shippingHeadline(useShopDetails().shipping, currentLocale() === 'fr' ? 'fr' : 'en');

  const checkout = () => {
    if (!items?.length) {
      toast({
        title: CART_TOASTS.emptyCartFromPanel.title,
        description: CART_TOASTS.emptyCartFromPanel.description,
        variant: 'destructive',
      });
      return;
    }
    onLeave?.();
    navigate(paths.checkout);
  };

  if (isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t('loadingCart')}>
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <div className="size-20 animate-pulse rounded-lg bg-mist" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-3/4 animate-pulse rounded bg-mist" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-mist" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError)
    return (
      <p className="text-muted">{t('loadError')}</p>
    );

  return (
    <div className={variant === 'page' ? 'grid gap-8 lg:grid-cols-[1fr_22rem]' : 'flex h-full flex-col'}>
      {items.length === 0 ? (
        <div className="py-10 text-center" data-testid="cart-empty">
          <ShoppingBag className="mx-auto size-10 text-amethyst-400" aria-hidden="true" />
          <p className="mt-3 font-medium">{t('empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <ul
          className={`divide-y divide-line ${variant === 'page' ? 'card px-5' : ''}`}
          aria-label={t('cartItems')}
        >
          {items.map((item) => (
            <CartLine key={item.id} item={item} onNavigate={onLeave} />
          ))}
        </ul>
      )}
      <div
        className={
          variant === 'page' ? 'card h-fit space-y-4 p-5' : 'mt-auto space-y-4 border-t border-line pt-4'
        }
      >
        <div className="flex items-center justify-between text-lg font-semibold">
          <span>{t('total')}</span>
          <span className="tabular-nums" data-testid="cart-total">
            {formatCadCents(total)}
          </span>
        </div>
        <p className="text-sm text-muted" data-testid="cart-note">
          {/* A cart of gift cards alone ships nothing and is not taxed: the note says so rather than promise shipping and tax. */}
          {shipsNothing(items) ? t('giftCardsOnlyNote') : t('shippingNote', { shipping })}
        </p>
        <button type="button" onClick={checkout} className="btn-primary w-full">
          {t('checkout')}
        </button>
        <Link to={paths.products} onClick={onLeave} className="btn-outline w-full">
          {t('continueShopping')}
        </Link>
        {variant === 'panel' && (
          <Link
            to={paths.cart}
            onClick={onLeave}
            className="block text-center text-sm font-medium text-amethyst-700 underline underline-offset-4"
          >
            {t('viewFullCart')}
          </Link>
        )}
      </div>
    </div>
  );
}
