import { Star } from 'lucide-react';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/** Stars shown (not chosen): filled up to the rating, with the number said for screen readers. */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('averageOf', { average: String(rating) })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" width={size} height={size} className={n <= filled ? 'fill-amber-500 text-amber-500' : 'text-stone-300'} />
      ))}
    </span>
  );
}
