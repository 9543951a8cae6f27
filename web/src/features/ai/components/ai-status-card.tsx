import { useAiStatus } from '../api/get-ai-status';
import { t } from '../lib/ai-text';

/** Catalogue keys of the services the status route names; an unknown service shows its own name. */
const LABELS: Record<string, Parameters<typeof t>[0]> = {
  text: 'statusCrystalAdvice',
  image: 'statusImage',
  audio: 'statusAudio',
  insights: 'statusInsights',
};

const serviceLabel = (name: string) => {
  const key = LABELS[name];
  return key ? t(key) : name;
};

/** The card's one line, in a shopper's words: whether the guide can answer. */
function readiness(endpoints: { name: string; isAvailable: boolean }[]): string {
  const text = endpoints.find((e) => e.name === 'text')?.isAvailable ?? false;
  if (!text) return t('statusResting');
  return endpoints.every((e) => e.isAvailable) ? t('statusReady') : t('statusReadyForQuestions');
}

/** The guide's services, from the guide's status route (refreshed every 30 s). */
export function AiStatusCard() {
  const { data, isPending, isError } = useAiStatus();
  return (
    <section aria-labelledby="ai-status-title" className="card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ai-status-title" className="text-lg font-semibold">
          {t('statusTitle')}
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
      {isPending && <p className="mt-3 text-sm text-muted">{t('statusChecking')}</p>}
      {isError && (
        <p className="mt-3 text-sm text-muted">{t('statusFailed')}</p>
      )}
      {data && (
        <ul className="mt-3 grid gap-2">
          {data.endpoints.map((e) => (
            <li key={e.name} className="flex items-center gap-2 text-sm">
              <span
                aria-hidden="true"
                className={`inline-block size-2.5 rounded-full ${e.isAvailable ? 'bg-success' : 'bg-line'}`}
              />
              <span className="flex-1">{serviceLabel(e.name)}</span>
              <span className={e.isAvailable ? 'text-success' : 'text-muted'}>
                {e.isAvailable ? t('available') : t('unavailable')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
