import { useAudit } from '../api/get-audit';
import { LoadState, PageHeading } from './admin-shell';
import { when } from './format';

/** The audit trail: every admin action this month, newest first, each said in plain words. */
export function ActivityPage() {
  const { data, isLoading, error } = useAudit();
  return (
    <>
      <PageHeading title="Activity" />
      <LoadState isLoading={isLoading} error={error}>
        {data && data.length === 0 && <p className="card p-6 text-center text-muted">No admin actions this month yet.</p>}
        <ol className="card divide-y divide-line" aria-label="Admin actions this month">
          {data?.map((a) => (
            <li key={`${a.at}${a.action}${a.target}`} className="p-3 text-sm" data-testid="audit-entry">
              <p>{a.summary}</p>
              <p className="text-xs text-muted">
                {when(a.at)} · {a.who}
              </p>
            </li>
          ))}
        </ol>
      </LoadState>
    </>
  );
}
