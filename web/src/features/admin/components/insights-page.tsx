import { Download } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useInsights } from '../api/get-insights';
import { useExportSubscribers } from '../api/export-subscribers';
import { LoadState, PageHeading } from './admin-shell';
import { when } from './format';

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the scheduled market-research and keyword jobs found, and the newsletter export. */
export function InsightsPage() {
  const { data, isLoading, error } = useInsights();
  const exportCsv = useExportSubscribers();
  return (
    <>
      <PageHeading title="Insights">
        <button
          type="button"
          className="btn-outline"
          disabled={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(undefined, {
              onError: (e) => toast({ title: 'Export failed', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
            })
          }
        >
          <Download aria-hidden className="size-4" />
          Export newsletter CSV
        </button>
      </PageHeading>
      <LoadState isLoading={isLoading} error={error}>
        <div className="grid gap-4 lg:grid-cols-2">
          <section aria-labelledby="research" className="card space-y-4 p-4">
            <h2 id="research" className="text-lg font-semibold">
              Market research
            </h2>
            {data?.research ? (
              <>
                <p className="text-sm text-muted">
                  {data.research.topic} · {when(data.research.generatedAt)} · {data.research.provider}
                </p>
                <List title="Trends" items={data.research.insights.trends} />
                <List title="Opportunities" items={data.research.insights.opportunities} />
                <List title="Recommendations" items={data.research.insights.recommendations} />
              </>
            ) : (
              <p className="text-sm text-muted">The market research job has not run yet. It runs on a schedule.</p>
            )}
          </section>
          <section aria-labelledby="keywords" className="card p-4">
            <h2 id="keywords" className="text-lg font-semibold">
              What shoppers search for
            </h2>
            {data?.keywords ? (
              <>
                <p className="text-sm text-muted">
                  Last {data.keywords.days} days · {when(data.keywords.generatedAt)}
                </p>
                <table className="mt-3 w-full text-left text-sm">
                  <thead className="text-xs uppercase tracking-wide text-muted">
                    <tr>
                      <th scope="col" className="py-2">Phrase</th>
                      <th scope="col" className="py-2 text-right">Searches</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {data.keywords.keywords.map((k) => (
                      <tr key={k.keyword}>
                        <td className="py-2">{k.keyword}</td>
                        <td className="py-2 text-right font-medium">{k.total}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : (
              <p className="text-sm text-muted">The keyword monitor has not run yet. It runs on a schedule.</p>
            )}
          </section>
        </div>
      </LoadState>
    </>
  );
}
