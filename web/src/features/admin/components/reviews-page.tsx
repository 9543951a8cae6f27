import { useState } from 'react';
import { REVIEW_LIMITS, REVIEW_STATUSES, type AdminReviewDto, type ReviewStatus } from '@crystal/shared/schemas/review';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAdminReviews, useModerateReview } from '../api/reviews';
import { LoadState, PageHeading } from './admin-shell';

const TAB_LABELS: Record<ReviewStatus, string> = { pending: 'To read', published: 'Published', rejected: 'Rejected' };

function ReviewRow({ review }: { review: AdminReviewDto }) {
  const moderate = useModerateReview();
  const [reply, setReply] = useState(review.reply ?? '');
  const act = (a: Parameters<typeof moderate.mutate>[0], done: string) =>
    moderate.mutate(a, {
      onSuccess: () => toast({ title: done, variant: 'success' }),
      onError: (e) => toast({ title: 'Not saved', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <li className="rounded-lg border border-stone-200 p-4" data-testid="admin-review">
      <p className="text-sm text-muted">
        {review.productName} · order {review.orderId} · {new Date(review.createdAt).toLocaleDateString('en-CA')} · {review.language === 'fr' ? 'French' : 'English'}
      </p>
      <p className="mt-1 font-medium" aria-label={`${review.rating} out of 5 stars`}>
        {'★'.repeat(review.rating)}
        {'☆'.repeat(5 - review.rating)} {review.title ?? ''}
      </p>
      {/* The buyer's words as sent: she may publish, reject or reply, never edit them. */}
      <p className="mt-1 whitespace-pre-line">{review.body}</p>
      <p className="mt-1 text-sm">— {review.displayName}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status !== 'published' ? (
          <button type="button" className="btn-primary" disabled={moderate.isPending} onClick={() => act({ id: review.id, action: 'publish' }, 'Review published')}>
            Publish
          </button>
        ) : null}
        {review.status !== 'rejected' ? (
          <button type="button" className="btn-outline" disabled={moderate.isPending} onClick={() => act({ id: review.id, action: 'reject' }, 'Review rejected')}>
            Reject
          </button>
        ) : null}
      </div>
      <form
        className="mt-3"
        onSubmit={(e) => {
          e.preventDefault();
          act({ id: review.id, action: 'reply', reply: reply.trim() }, 'Reply saved');
        }}
      >
        <label className="block text-sm font-medium">
          Your reply (shown under the review)
          <textarea className="input mt-1 w-full" rows={2} maxLength={REVIEW_LIMITS.reply} value={reply} onChange={(e) => setReply(e.target.value)} required />
        </label>
        <button type="submit" className="btn-outline mt-2" disabled={moderate.isPending}>
          Save reply
        </button>
      </form>
    </li>
  );
}

/** /admin/reviews: buyers' reviews to read, published and rejected; publish, reject and reply. */
export function ReviewsPage() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const reviews = useAdminReviews(status);
  return (
    <>
      <PageHeading title="Reviews" />
      <div role="tablist" aria-label="Reviews by status" className="mb-4 flex gap-2">
        {REVIEW_STATUSES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={status === s} className={status === s ? 'btn-primary' : 'btn-outline'} onClick={() => setStatus(s)}>
            {TAB_LABELS[s]}
          </button>
        ))}
      </div>
      <LoadState isLoading={reviews.isLoading} error={reviews.error}>
        {reviews.data?.reviews.length ? (
          <ul className="space-y-3">
            {reviews.data.reviews.map((r) => (
              <ReviewRow key={r.id} review={r} />
            ))}
          </ul>
        ) : (
          <p className="text-muted">No reviews here.</p>
        )}
      </LoadState>
    </>
  );
}
