import { Link, useParams } from 'react-router-dom';
import { useQuotes } from '../api/get-quotes';
import { adminPaths } from '../admin-paths';
import { LoadState, PageHeading } from './admin-shell';
import { QuoteEditorPage } from './quote-editor-page';

/** Only a quote nothing has been paid on can be corrected (an expired one too: she may give it a new last day). */
export const canChangeQuote = (status: string) => status === 'open' || status === 'expired';

/** `/admin/quotes/:id/edit`: the quote's form, filled in as it was sent. */
export function EditQuotePage() {
  const id = Number(useParams().id);
  const { data, isLoading, error } = useQuotes();
  const quote = data?.quotes.find((q) => q.id === id);
  if (quote && canChangeQuote(quote.status)) return <QuoteEditorPage key={quote.id} editing={quote} />;
  return (
    <>
      <PageHeading title={`Edit quote #${Number.isSafeInteger(id) ? id : ''}`}>
        <Link to={adminPaths.quotes} className="btn-outline">
          Back to quotes
        </Link>
      </PageHeading>
      <LoadState isLoading={isLoading} error={error}>
        <p className="card p-6 text-center text-muted">
          {quote ? 'This quote has a payment or was cancelled: it can no longer be changed.' : 'No such quote among the latest ones.'}
        </p>
      </LoadState>
    </>
  );
}
