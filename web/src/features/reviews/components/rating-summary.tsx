import { currentLocale } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';
import { StarRating } from './star-rating';

const t = createTranslator(en);

/** The average and count of a piece's published reviews, shown near the price; nothing until one is published. */
export function RatingSummary({ rating }: { rating?: { average: number; count: number } }) {
  if (!rating || rating.count < 1) return null;
  return (
    <a href="#reviews" className="mt-1 inline-flex items-center gap-2 text-sm" data-testid="rating-summary">
      <StarRating rating={rating.average} />
      <span>
        {t('averageOf', { average: rating.average.toLocaleString(currentLocale() === 'fr' ? 'fr-CA' : 'en-CA') })} {t('fromBuyers', { count: rating.count })}
      </span>
    </a>
  );
}
