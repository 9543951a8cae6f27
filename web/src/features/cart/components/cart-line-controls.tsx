import { Trash2 } from 'lucide-react';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { createTranslator } from '@/i18n/create-translator';
import { localizedName } from '@/lib/localized-name';
import { giftCardLineName } from '@/components/ui/gift-card-line-details';
import { isGiftCardLine } from '@/lib/cart-lines';
import { useCartActions } from '../hooks/use-cart-actions';
import en from '../messages/en.json';

const t = createTranslator(en);

/**
 * A line's stepper (clamped to [1, stock]) and remove control, with the cart's own mutations and toasts.
 * A gift card line has no stepper: one card per line, removable.
 */
export function CartLineControls({ item }: { item: CartLine }) {
  const actions = useCartActions();
  const giftCard = isGiftCardLine(item);
  const name = giftCard ? giftCardLineName(item.giftCard) : localizedName(item.product).text;
  return (
    <div className={`flex items-center gap-2 ${giftCard ? 'justify-end' : 'justify-between'}`} data-testid="cart-line-controls">
      {!giftCard && (
        <QuantityStepper
          value={item.quantity}
          min={1}
          max={Math.max(1, item.product.stockQuantity)}
          onChange={(q) => q !== item.quantity && actions.setQuantity(item, q)}
          label={t('quantityOf', { name })}
          disabled={actions.pending}
        />
      )}
      <button
        type="button"
        onClick={() => actions.remove(item)}
        disabled={actions.pending}
        aria-label={t('removeFromCart', { name })}
        className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-amethyst-50 hover:text-danger disabled:opacity-40"
      >
        <Trash2 className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
