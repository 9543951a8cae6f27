import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { InboxEntry } from '@crystal/shared/schemas/admin-dashboard';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useInbox, type InboxFilter } from '../api/get-inbox';
import { useMarkInbox } from '../api/mark-inbox';
import { adminPaths } from '../admin-paths';
import { LoadState, PageHeading } from './admin-shell';
import type { QuoteFromConsultation } from './quote-editor-page';
import { when } from './format';

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

function Entry({ entry }: { entry: InboxEntry }) {
  const mark = useMarkInbox();
  const toggle = () =>
    mark.mutate(
      { id: entry.id, handled: !entry.handled },
      {
        onSuccess: () => toast({ title: entry.handled ? 'Moved back to open' : 'Marked handled', description: entry.subject }),
        onError: (e) => toast({ title: 'Not changed', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
      },
    );
  return (
    <li className="card p-4" data-testid="inbox-entry">
      <article aria-labelledby={`inbox-${entry.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`inbox-${entry.id}`} className="font-sans text-base font-semibold">
              {entry.subject}
            </h2>
            <p className="text-sm text-muted">
              {entry.name} · {when(entry.createdAt)}
            </p>
          </div>
          <span className="flex gap-1">
            {entry.isConsultation && <span className="rounded-full bg-amethyst-100 px-2.5 py-0.5 text-xs font-semibold text-amethyst-800">Consultation</span>}
            {entry.handled && <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">Handled</span>}
          </span>
        </div>
        <p className="mt-3 whitespace-pre-line text-sm">{entry.message}</p>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="sr-only">Email</dt>
            <dd>
              <a href={`mailto:${entry.email}?subject=${encodeURIComponent(`Re: ${entry.subject}`)}`} className="text-amethyst-700 underline">
                {entry.email}
              </a>
            </dd>
          </div>
          {entry.phone && (
            <div>
              <dt className="sr-only">Phone</dt>
              <dd>
                <a href={`tel:${entry.phone}`} className="text-amethyst-700 underline">
                  {entry.phone}
                </a>
              </dd>
            </div>
          )}
          {entry.preferredDate && (
            <div>
              <dt className="inline text-muted">Preferred date: </dt>
              <dd className="inline">{entry.preferredDate.slice(0, 10)}</dd>
            </div>
          )}
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={entry.handled ? 'btn-outline' : 'btn-primary'} disabled={mark.isPending} onClick={toggle}>
            {entry.handled ? 'Reopen' : 'Mark handled'}
          </button>
          {entry.isConsultation && (
            <Link
              to={adminPaths.newQuote}
              state={{ consultation: { consultationId: entry.id, name: entry.name, email: entry.email, subject: entry.subject, message: entry.message } satisfies QuoteFromConsultation }}
              className="btn-outline"
            >
              Write a quote
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}

/** Contact messages and consultation requests, open ones first. */
export function InboxPage() {
  const [filter, setFilter] = useState<InboxFilter>('open');
  const [cursors, setCursors] = useState<string[]>([]);
  const { data, isLoading, error } = useInbox(filter, cursors.at(-1));
  return (
    <>
      <PageHeading title="Inbox" />
      <div role="group" aria-label="Show" className="mb-4 flex gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            className={filter === f.value ? 'btn-primary' : 'btn-outline'}
            onClick={() => {
              setFilter(f.value);
              setCursors([]);
            }}
          >
            {f.label}
          </button>
        ))}
      </div>
      <LoadState isLoading={isLoading} error={error}>
        {data && data.items.length === 0 && <p className="card p-6 text-center text-muted">Nothing here. All caught up.</p>}
        <ul className="space-y-3">{data?.items.map((entry) => <Entry key={entry.id} entry={entry} />)}</ul>
        {(cursors.length > 0 || data?.cursor) && (
          <div className="mt-4 flex justify-between">
            <button type="button" className="btn-outline" disabled={!cursors.length} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Newer
            </button>
            <button type="button" className="btn-outline" disabled={!data?.cursor} onClick={() => data?.cursor && setCursors((c) => [...c, data.cursor!])}>
              Older
            </button>
          </div>
        )}
      </LoadState>
    </>
  );
}
