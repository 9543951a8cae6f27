import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestion } from '@crystal/shared/schemas/search-suggestions';
import { api } from '@/lib/api-client';
import { apiPath, withQuery } from '@/lib/api-path';
import { currentLocale } from '@/i18n/i18n';

const path = apiPath('searchSuggestions');

/** On the French site (`lang=fr`) the approved French names match too; the English request is as it was. */
export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: [path, q],
    queryFn: ({ signal }) =>
      api.get<{ suggestions: SearchSuggestion[] }>(withQuery(path, { q, lang: currentLocale() === 'fr' ? 'fr' : undefined }), { signal }),
    staleTime: 5 * 60_000,
  });

/** Suggestions for what has been typed (two letters or more), the last ones kept while the next load. */
export const useSearchSuggestions = (term: string) => {
  const q = term.trim();
  return useQuery({ ...suggestionsQuery(q), enabled: q.length >= 2, placeholderData: keepPreviousData });
};
