import { Heart } from 'lucide-react';
import { WISHLIST_TOASTS } from '@/features/wishlist/wishlist-toasts';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { isSaved, useWishlist } from '../api/get-wishlist';
import { useAddWishlistItem } from '../api/add-wishlist-item';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';

type Props = { product: { id: number; name: string }; variant?: 'button' | 'icon'; className?: string };

/** The heart: saves the piece for this session (filled when saved); pressing again removes it. */
export function WishlistButton({ product, variant = 'button', className = '' }: Props) {
  const { data } = useWishlist();
  const add = useAddWishlistItem();
  const remove = useRemoveWishlistItem();
  const saved = isSaved(data, product.id);
  const busy = add.isPending || remove.isPending;

  const toggle = () => {
    if (busy) return;
    if (saved) {
      remove.mutate(product.id, {
        onSuccess: () => toast({ title: 'Removed from Wishlist', description: `${product.name} has been removed from your wishlist.` }),
        onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to update your wishlist'), variant: 'destructive' }),
      });
    } else {
      add.mutate(product.id, {
        onSuccess: () =>
          toast({ title: WISHLIST_TOASTS.addedToWishlist.title, description: WISHLIST_TOASTS.addedToWishlist.description(product.name) }),
        onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to save to your wishlist'), variant: 'destructive' }),
      });
    }
  };

  const label = saved ? `Remove ${product.name} from wishlist` : `Save ${product.name} to wishlist`;
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
      <span>{saved ? 'Saved to Wishlist' : 'Add to Wishlist'}</span>
    </button>
  );
}
