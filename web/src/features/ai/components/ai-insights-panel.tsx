import { Link } from 'react-router-dom';
import type { ProductInsights } from '@crystal/shared/schemas/ai';
import { serverTextLang, t } from '../lib/ai-text';

/** The AI Insights tab: the reading's essentials and the guide's suggestions for this visit. */
export function AiInsightsPanel({
  insights,
  suggestions,
  aiAssistantPath,
}: {
  insights: ProductInsights | null;
  suggestions: string[];
  aiAssistantPath: string;
}) {
  return (
    <div className="space-y-4 text-sm leading-relaxed" data-testid="ai-insights-panel">
      {insights ? (
        <p>
          <span className="font-semibold">{t('energeticProfile')}</span>{' '}
          <span lang={serverTextLang()}>{insights.energeticProfile}.</span>{' '}
          {insights.chakraAlignment.length > 0 && (
            <>
              {t('alignedWith', { chakras: insights.chakraAlignment.join(', '), count: insights.chakraAlignment.length })}{' '}
            </>
          )}
          <span lang={serverTextLang()}>{insights.recommendedTiming}.</span>
        </p>
      ) : (
        <p className="text-muted">
          {t('insightsWaiting')}
        </p>
      )}
      {suggestions.length > 0 && (
        <div>
          <h3 className="font-semibold">{t('guideSuggestions')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-muted" lang={serverTextLang()}>
            {suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
      <Link to={aiAssistantPath} className="btn-outline">
        {t('askConsultant')}
      </Link>
    </div>
  );
}
