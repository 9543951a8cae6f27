import { Heart } from 'lucide-react';
import { wishlistToasts } from '@/features/wishlist/wishlist-toasts';
import { toast } from '@/components/ui/use-toast';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { isSaved, useWishlist } from '../api/get-wishlist';
import { useAddWishlistItem } from '../api/add-wishlist-item';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField } from '@/i18n/localized-field';
import en from '../messages/en.json';

const t = createTranslator(en);

type Props = { product: { id: number; name: string }; variant?: 'button' | 'icon'; className?: string };

/** The heart: saves the piece for this session (filled when saved); pressing again removes it. */
export function WishlistButton({ product, variant = 'button', className = '' }: Props) {
  const { data } = useWishlist();
  const add = useAddWishlistItem();
  const remove = useRemoveWishlistItem();
  const saved = isSaved(data, product.id);
  const busy = add.isPending || remove.isPending;
  const name = localizedField(product, 'name').text;

  const toggle = () => {
    if (busy) return;
    if (saved) {
      remove.mutate(product.id, {
        onSuccess: () => toast(wishlistToasts.removed(name)),
        onError: (err) => toast({ title: t('error'), description: shopperErrorMessage(err, t('updateFailed')), variant: 'destructive' }),
      });
    } else {
      add.mutate(product.id, {
        onSuccess: () => toast(wishlistToasts.added(name)),
        onError: (err) => toast({ title: t('error'), description: shopperErrorMessage(err, t('saveFailed')), variant: 'destructive' }),
      });
    }
  };

  const label = saved ? t('removeLabel', { name }) : t('saveLabel', { name });
  const heart = <Heart aria-hidden="true" className={`size-5 ${saved ? 'fill-rose-500 text-rose-600' : ''}`} />;

  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={toggle}
        aria-pressed={saved}
        aria-label={label}
        data-testid="wishlist-button"
        className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm backdrop-blur transition hover:bg-white ${className}`}
      >
        {heart}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      data-testid="wishlist-button"
      className={`btn-outline ${className}`}
    >
      {heart}
      <span>{saved ? t('saved') : t('add')}</span>
    </button>
  );
}
