import { useId, useState } from 'react';
import type { ProductInsights } from '@crystal/shared/schemas/ai';

/**
 * The crystal connection analysis card, with its Show/Hide advanced insights toggle. It tells the shopper
 * about the crystal (its profile, chakras, pairings, moon phase and timing); the percentages the server
 * computes about the visit are not shown.
 */
export function CrystalConnectionCard({ insights }: { insights: ProductInsights | null }) {
  const [advanced, setAdvanced] = useState(false);
  const panelId = useId();
  return (
    <section
      aria-labelledby={`${panelId}-title`}
      className="card mt-10 p-5 sm:p-6"
      data-testid="crystal-connection-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${panelId}-title`} className="text-xl font-semibold">
          Crystal Connection Analysis
        </h2>
        <button
          type="button"
          className="btn-outline"
          aria-expanded={advanced}
          aria-controls={panelId}
          onClick={() => setAdvanced((v) => !v)}
        >
          {advanced ? 'Hide advanced insights' : 'Show advanced insights'}
        </button>
      </div>
      {insights ? (
        // Facts about the crystal, never a score about the shopper.
        <p className="mt-4 text-sm text-muted" data-testid="crystal-profile">
          {insights.energeticProfile}
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted">
          Spend a few moments with this piece and its crystal connection reading will appear here.
        </p>
      )}
      <div id={panelId} hidden={!advanced} className="mt-4 border-t border-line pt-4 text-sm">
        {insights ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="font-semibold">Chakra alignment</dt>
              <dd className="text-muted">
                {insights.chakraAlignment.join(', ') || 'Not linked to a chakra'}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Crystals that pair well</dt>
              <dd className="text-muted">{insights.crystalAlignment.join(', ') || 'Pairs with any stone'}</dd>
            </div>
            <div>
              <dt className="font-semibold">Moon phase</dt>
              <dd className="text-muted">{insights.moonPhaseRecommendation}</dd>
            </div>
            <div>
              <dt className="font-semibold">Recommended timing</dt>
              <dd className="text-muted">{insights.recommendedTiming}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-muted">
            Advanced insights (chakras, pairings, moon phase and timing) follow the reading.
          </p>
        )}
        <p className="mt-3 text-xs text-muted">
          Crystal traditions are for reflection and enjoyment, not medical advice.
        </p>
      </div>
    </section>
  );
}
