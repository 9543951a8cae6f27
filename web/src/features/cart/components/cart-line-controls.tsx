import { Trash2 } from 'lucide-react';
import type { CartItem } from '@crystal/shared/schemas/cart';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { createTranslator } from '@/i18n/create-translator';
import { localizedName } from '@/lib/localized-name';
import { useCartActions } from '../hooks/use-cart-actions';
import en from '../messages/en.json';

const t = createTranslator(en);

/** A line's stepper (clamped to [1, stock]) and remove control, with the cart's own mutations and toasts. */
export function CartLineControls({ item }: { item: CartItem }) {
  const actions = useCartActions();
  const { product } = item;
  const name = localizedName(product).text;
  return (
    <div className="flex items-center justify-between gap-2" data-testid="cart-line-controls">
      <QuantityStepper
        value={item.quantity}
        min={1}
        max={Math.max(1, product.stockQuantity)}
        onChange={(q) => q !== item.quantity && actions.setQuantity(item, q)}
        label={t('quantityOf', { name })}
        disabled={actions.pending}
      />
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
