import { useId, useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { REVIEW_LIMITS } from '@crystal/shared/schemas/review';
import { ApiError } from '@/lib/api-client';
import { createTranslator } from '@/i18n/create-translator';
import { usePostReview } from '../api/post-review';
import en from '../messages/en.json';

const t = createTranslator(en);

/**
 * The review page's form (phone first): 1-5 stars as a radio group (arrow keys move between them), an
 * optional title, the review, and the name to show. No account, no photo; it offers nothing in return.
 */
export function ReviewForm({ token, productName }: { token: string; productName?: string }) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [ratingMissing, setRatingMissing] = useState(false);
  const post = usePostReview();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (rating < 1) {
      setRatingMissing(true);
      return;
    }
    post.mutate({ token, review: { rating, body: body.trim(), displayName: displayName.trim(), ...(title.trim() ? { title: title.trim() } : {}) } });
  };

  if (post.isSuccess) {
    return (
      <div role="status" className="mt-6 rounded-lg bg-amethyst-50 p-4" data-testid="review-sent">
        <p className="text-lg font-medium">{t('thanksTitle')}</p>
        <p className="mt-2">{t('thanksText')}</p>
      </div>
    );
  }

  const status = post.error instanceof ApiError ? post.error.status : undefined;
  const failure = post.isError ? t(status === 409 ? 'alreadySent' : status === 404 ? 'invalidLink' : 'failed') : undefined;
  const field = 'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-3 text-base';

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-5" noValidate={false}>
      <h1 className="text-2xl font-semibold">{productName ? t('headingFor', { name: productName }) : t('heading')}</h1>
      <p className="text-sm opacity-80">{t('intro')}</p>
      <fieldset aria-describedby={ratingMissing ? `${id}-rating-error` : undefined}>
        <legend className="font-medium">{t('ratingLegend')}</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex h-12 w-12 cursor-pointer items-center justify-center rounded-lg focus-within:ring-2 focus-within:ring-amethyst-700">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setRatingMissing(false);
                }}
                className="sr-only"
                aria-label={t('starCount', { count: n })}
              />
              <Star aria-hidden="true" width={32} height={32} className={n <= rating ? 'fill-amber-500 text-amber-500' : 'text-stone-400'} />
            </label>
          ))}
        </div>
        {ratingMissing ? (
          <p id={`${id}-rating-error`} role="alert" className="mt-1 text-sm text-red-700">
            {t('ratingRequired')}
          </p>
        ) : null}
      </fieldset>
      <label className="block">
        <span className="font-medium">{t('title')}</span>
        <input className={field} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={REVIEW_LIMITS.title} />
      </label>
      <label className="block">
        <span className="font-medium">{t('body')}</span>
        <textarea className={field} rows={6} required value={body} onChange={(e) => setBody(e.target.value)} maxLength={REVIEW_LIMITS.body} />
      </label>
      <div>
        <label htmlFor={`${id}-name`} className="font-medium">
          {t('displayName')}
        </label>
        <input id={`${id}-name`} className={field} required autoComplete="given-name" value={displayName} onChange={(e) => setDisplayName(e.target.value)} maxLength={REVIEW_LIMITS.displayName} aria-describedby={`${id}-name-hint`} />
        <p id={`${id}-name-hint`} className="mt-1 text-sm opacity-70">
          {t('displayNameHint')}
        </p>
      </div>
      {failure ? (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      ) : null}
      <button type="submit" disabled={post.isPending} className="min-h-12 w-full rounded-lg bg-amethyst-700 px-4 font-medium text-white disabled:opacity-60">
        {post.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
