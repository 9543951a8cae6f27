import { useAiStatus } from '../api/get-ai-status';

const LABELS: Record<string, string> = {
  text: 'Crystal advice',
  image: 'Image generation',
  audio: 'Audio consultations',
  insights: 'Product insights',
};

/** The card's one line, in a shopper's words: whether the guide can answer. */
function readiness(endpoints: { name: string; isAvailable: boolean }[]): string {
  const text = endpoints.find((e) => e.name === 'text')?.isAvailable ?? false;
  if (!text) return 'The guide is resting just now';
  return endpoints.every((e) => e.isAvailable) ? 'The guide is ready' : 'The guide is ready for questions';
}

/** The guide's services, from the guide's status route (refreshed every 30 s). */
export function AiStatusCard() {
  const { data, isPending, isError } = useAiStatus();
  return (
    <section aria-labelledby="ai-status-title" className="card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ai-status-title" className="text-lg font-semibold">
          Guide status
        </h2>
        {data && (
          <span
            className="rounded-full bg-amethyst-50 px-3 py-1 text-sm font-medium text-amethyst-700"
            data-testid="ai-status-count"
          >
            {readiness(data.endpoints)}
          </span>
        )}
      </div>
      {isPending && <p className="mt-3 text-sm text-muted">Checking the guide's services...</p>}
      {isError && (
        <p className="mt-3 text-sm text-muted">The guide's status could not be checked just now.</p>
      )}
      {data && (
        <ul className="mt-3 grid gap-2">
          {data.endpoints.map((e) => (
            <li key={e.name} className="flex items-center gap-2 text-sm">
              <span
                aria-hidden="true"
                className={`inline-block size-2.5 rounded-full ${e.isAvailable ? 'bg-success' : 'bg-line'}`}
              />
              <span className="flex-1">{LABELS[e.name] ?? e.name}</span>
              <span className={e.isAvailable ? 'text-success' : 'text-muted'}>
                {e.isAvailable ? 'Available' : 'Unavailable'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
