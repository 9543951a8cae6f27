import { Star } from 'lucide-react';

/**
 * Stars shown (not chosen): filled up to the rating rounded, one image for screen readers with `label`
 * saying the rating in words. The review feature's summary and the catalogue's cards both draw these.
 */
export function Stars({ rating, label, size = 16 }: { rating: number; label: string; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" width={size} height={size} className={n <= filled ? 'fill-amber-500 text-amber-500' : 'text-stone-300'} />
      ))}
    </span>
  );
}
