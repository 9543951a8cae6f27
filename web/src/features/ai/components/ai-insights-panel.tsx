import { Link } from 'react-router-dom';
import type { ProductInsights } from '@crystal/shared/schemas/ai';

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
          <span className="font-semibold">Energetic profile:</span> {insights.energeticProfile}.{' '}
          {insights.chakraAlignment.length > 0 && (
            <>
              Aligned with the {insights.chakraAlignment.join(', ')} chakra
              {insights.chakraAlignment.length > 1 ? 's' : ''}.{' '}
            </>
          )}
          {insights.recommendedTiming}.
        </p>
      ) : (
        <p className="text-muted">
          The guide's reading of this piece appears after a few moments of viewing.
        </p>
      )}
      {suggestions.length > 0 && (
        <div>
          <h3 className="font-semibold">Suggestions from the guide</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-muted">
            {suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
      <Link to={aiAssistantPath} className="btn-outline">
        Ask the AI Crystal Consultant
      </Link>
    </div>
  );
}
