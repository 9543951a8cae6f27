import type { ReviewDto } from '@crystal/shared/schemas/review';
import { currentLocale } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import { useProductReviews } from '../api/get-product-reviews';
import en from '../messages/en.json';
import { StarRating } from './star-rating';
import { RatingSummary } from './rating-summary';

const t = createTranslator(en);

/** "Verified buyer · May 2026": the month only. */
function monthOf(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale() === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

function ReviewCard({ review }: { review: ReviewDto }) {
  const otherLanguage = review.language !== currentLocale();
  return (
    <li className="border-t border-stone-200 py-4" lang={review.language === 'fr' ? 'fr-CA' : 'en-CA'}>
      <StarRating rating={review.rating} />
      {review.title ? <p className="mt-1 font-medium">{review.title}</p> : null}
      <p className="mt-1 whitespace-pre-line">{review.body}</p>
      <p className="mt-2 text-sm opacity-80" lang={currentLocale() === 'fr' ? 'fr-CA' : 'en-CA'}>
        {review.displayName} · {t('verifiedBuyer')} · {monthOf(review.createdAt)}
        {otherLanguage ? ` · ${t(review.language === 'fr' ? 'inFrench' : 'inEnglish')}` : ''}
      </p>
      {review.reply ? (
        <div className="mt-2 rounded-lg bg-amethyst-50 p-3 text-sm">
          <p className="font-medium">{t('replyFromShop')}</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

/** The piece's published reviews, newest first; French ones show on both sites, marked with their language. Nothing when there are none. */
export function ProductReviews({ productId, count }: { productId: number; count?: number }) {
  const reviews = useProductReviews(productId, (count ?? 0) > 0);
  if (!count || !reviews.data?.reviews.length) return null;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t('reviewsHeading')}
      </h2>
      <RatingSummary rating={reviews.data} />
      <ul className="mt-3">
        {reviews.data.reviews.map((r) => (
          <ReviewCard key={r.id} review={r} />
        ))}
      </ul>
    </section>
  );
}
