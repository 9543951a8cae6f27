import * as z from 'zod';
import type { NameTranslations } from './translation';

/** GET /api/search/suggestions?q=: what has been typed so far in the search box. */
export const searchSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(1, 'q is required').max(100, 'q must be 100 characters or fewer'),
});

/** A suggestion: a category (to its listing), a gemstone (a search for it) or a piece (its page). */
export type SearchSuggestion =
  | { kind: 'category'; text: string; slug: string; translations?: NameTranslations }
  | { kind: 'gemstone'; text: string }
  | { kind: 'product'; text: string; productId: number; translations?: NameTranslations };
