import { CART_TOASTS } from '@/features/cart/cart-toasts';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { toast } from '@/components/ui/use-toast';
import { localizedName } from '@/lib/localized-name';
import { giftCardLineName } from '@/components/ui/gift-card-line-details';
import { isGiftCardLine } from '@/lib/cart-lines';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';

const failed = (error: unknown, fallback: string) =>
  toast({ title: CART_TOASTS.cartMutationFailed.title, description: shopperErrorMessage(error, fallback), variant: 'destructive' });

/** Quantity change and removal with the toasts of docs/decisions/0020-screens-and-texts.md. */
export function useCartActions() {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  return {
    pending: update.isPending || remove.isPending,
    setQuantity: (item: CartLine, quantity: number) =>
      update.mutate({ itemId: item.id, quantity }, { onError: (e) => failed(e, CART_TOASTS.cartMutationFailed.update) }),
    remove: (item: CartLine) =>
      remove.mutate(item.id, {
        onSuccess: () =>
          toast({
            title: CART_TOASTS.itemRemoved.title,
            description: CART_TOASTS.itemRemoved.description(isGiftCardLine(item) ? giftCardLineName(item.giftCard) : localizedName(item.product).text),
            variant: 'success',
          }),
        onError: (e) => failed(e, CART_TOASTS.cartMutationFailed.remove),
      }),
  };
}
