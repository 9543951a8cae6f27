import { Stars } from '@/components/ui/stars';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/** Stars shown (not chosen): filled up to the rating, with the number said for screen readers. */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  return <Stars rating={rating} size={size} label={t('averageOf', { average: String(rating) })} />;
}
