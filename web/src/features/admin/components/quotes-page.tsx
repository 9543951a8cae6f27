import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminQuote, QuoteStatus } from '@crystal/shared/schemas/quote';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useQuotes } from '../api/get-quotes';
import { useCancelQuote } from '../api/change-quote';
import { useSendQuoteBalance } from '../api/send-quote-balance';
import { canChangeQuote } from './edit-quote-page';
import { adminPaths } from '../admin-paths';
import { LoadState, PageHeading } from './admin-shell';
import { money, shortDay, when } from './format';

const STATUS: Record<QuoteStatus, { label: string; style: string }> = {
  open: { label: 'Sent, not paid', style: 'bg-amber-100 text-amber-900' },
  deposit_paid: { label: 'Deposit paid, to make', style: 'bg-sky-100 text-sky-900' },
  paid: { label: 'Paid in full', style: 'bg-emerald-100 text-emerald-900' },
  expired: { label: 'Expired', style: 'bg-stone-200 text-stone-800' },
  cancelled: { label: 'Cancelled', style: 'bg-stone-200 text-stone-800 line-through' },
};

/** Edit and cancel, for a quote nothing has been paid on; cancelling asks once more. */
function QuoteChanges({ quote }: { quote: AdminQuote }) {
  const cancel = useCancelQuote();
  const [confirming, setConfirming] = useState(false);
  const doCancel = () =>
    cancel.mutate(quote.id, {
      onSuccess: () => toast({ title: `Quote #${quote.id} cancelled`, description: 'Its link no longer works.' }),
      onError: (e) => {
        setConfirming(false);
        toast({ title: 'Not cancelled', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
      },
    });
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Link to={adminPaths.editQuote(quote.id)} className="btn-outline">
        Edit quote <span className="sr-only">#{quote.id}</span>
      </Link>
      {confirming ? (
        <>
          <button type="button" className="btn-ghost text-red-800" disabled={cancel.isPending} onClick={doCancel}>
            Yes, cancel quote #{quote.id}
          </button>
          <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </>
      ) : (
        <button type="button" className="btn-ghost" onClick={() => setConfirming(true)}>
          Cancel quote <span className="sr-only">#{quote.id}</span>
        </button>
      )}
    </div>
  );
}

function QuoteCard({ quote }: { quote: AdminQuote }) {
  const send = useSendQuoteBalance();
  const status = STATUS[quote.status];
  const sendBalance = () =>
    send.mutate(quote.id, {
      onSuccess: () => toast({ title: 'Balance link sent', description: `${money(quote.balance ?? '0.00')} to ${quote.customerEmail}` }),
      onError: (e) => toast({ title: 'Not sent', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <li className="card p-4" data-testid="quote-row">
      <article aria-labelledby={`quote-${quote.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`quote-${quote.id}`} className="font-sans text-base font-semibold">
              Quote #{quote.id} · {quote.customerName}
            </h2>
            <p className="text-sm text-muted">
              {quote.customerEmail} · sent {when(quote.createdAt)}
            </p>
          </div>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.style}`} data-testid="quote-status">
            {status.label}
          </span>
        </div>
        <ul className="mt-3 space-y-1 text-sm">
          {quote.lines.map((l, i) => (
            <li key={i} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{l.description}</span>
              <span className="shrink-0">{money(l.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted">Total</dt>
            <dd className="font-semibold">{money(quote.total)}</dd>
          </div>
          <div>
            <dt className="text-muted">{quote.depositPercent === null ? 'No deposit' : `Deposit ${quote.depositPercent}%`}</dt>
            <dd>{quote.deposit ? money(quote.deposit) : '—'}</dd>
          </div>
          <div>
            <dt className="text-muted">Paid</dt>
            <dd>{money(quote.paid)}</dd>
          </div>
          <div>
            <dt className="text-muted">{quote.status === 'open' ? 'Payable until' : 'Order'}</dt>
            <dd>
              {quote.orderId ? (
                <Link to={adminPaths.order(quote.orderId)} className="text-amethyst-700 underline">
                  #{quote.orderId}
                </Link>
              ) : (
                shortDay(quote.expiresOn)
              )}
            </dd>
          </div>
        </dl>
        {(quote.readyBy || quote.depositTerms) && (
          <p className="mt-2 text-sm text-muted" data-testid="quote-promises">
            {[quote.readyBy && `Ready by ${shortDay(quote.readyBy)}`, quote.depositTerms && (quote.depositTerms.refundable ? 'Deposit refundable' : 'Deposit not refundable')].filter(Boolean).join(' · ')}
          </p>
        )}
        {canChangeQuote(quote.status) && <QuoteChanges quote={quote} />}
        {quote.status === 'deposit_paid' && (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button type="button" className="btn-primary" disabled={send.isPending || Boolean(quote.balanceLinkSentAt)} onClick={sendBalance}>
              {quote.balanceLinkSentAt ? 'Balance link sent' : `Send the balance link (${money(quote.balance ?? '0.00')})`}
            </button>
            {quote.balanceLinkSentAt && <span className="text-sm text-muted">on {when(quote.balanceLinkSentAt)}</span>}
          </div>
        )}
      </article>
    </li>
  );
}

/** Quotes for custom work, newest first: what each owes, and the balance link once the piece is made. */
export function QuotesPage() {
  const { data, isLoading, error } = useQuotes();
  return (
    <>
      <PageHeading title="Quotes">
        <Link to={adminPaths.newQuote} className="btn-primary">
          New quote
        </Link>
      </PageHeading>
      <LoadState isLoading={isLoading} error={error}>
        {data && data.quotes.length === 0 && (
          <p className="card p-6 text-center text-muted">No quotes yet. Write one from a consultation in the inbox, or from scratch.</p>
        )}
        <ul className="space-y-3">{data?.quotes.map((q) => <QuoteCard key={q.id} quote={q} />)}</ul>
      </LoadState>
    </>
  );
}
