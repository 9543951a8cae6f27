import { useId, useState } from 'react';
import type { ProductInsights } from '@crystal/shared/schemas/ai';
import { serverTextLang, t } from '../lib/ai-text';

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
          {t('connectionTitle')}
        </h2>
        <button
          type="button"
          className="btn-outline"
          aria-expanded={advanced}
          aria-controls={panelId}
          onClick={() => setAdvanced((v) => !v)}
        >
          {advanced ? t('hideAdvanced') : t('showAdvanced')}
        </button>
      </div>
      {insights ? (
        // Facts about the crystal, never a score about the shopper.
        <p className="mt-4 text-sm text-muted" data-testid="crystal-profile" lang={serverTextLang()}>
          {insights.energeticProfile}
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted">
          {t('connectionWaiting')}
        </p>
      )}
      <div id={panelId} hidden={!advanced} className="mt-4 border-t border-line pt-4 text-sm">
        {insights ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="font-semibold">{t('chakraAlignment')}</dt>
              <dd className="text-muted" lang={insights.chakraAlignment.length ? serverTextLang() : undefined}>
                {insights.chakraAlignment.join(', ') || t('noChakra')}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('pairsWell')}</dt>
              <dd className="text-muted" lang={insights.crystalAlignment.length ? serverTextLang() : undefined}>
                {insights.crystalAlignment.join(', ') || t('pairsAny')}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('moonPhase')}</dt>
              <dd className="text-muted" lang={serverTextLang()}>{insights.moonPhaseRecommendation}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t('recommendedTiming')}</dt>
              <dd className="text-muted" lang={serverTextLang()}>{insights.recommendedTiming}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-muted">
            {t('advancedWaiting')}
          </p>
        )}
        <p className="mt-3 text-xs text-muted">
          {t('traditionsNote')}
        </p>
      </div>
    </section>
  );
}
