import * as z from '../zod';
import { frenchParamSchema } from './language';
import { singleLineText } from './human-text';
/** A suggestion's approved French beside its English `text` (same field name, as everywhere). */
type TextTranslations = { fr?: { text: string } };

/**
 * GET /api/search/suggestions?q=: what has been typed so far in the search box; the French site adds
 * `lang=fr` so the approved French names match too (without it, English names only).
 */
export const searchSuggestionsQuerySchema = z.object({
  q: singleLineText({ label: 'q', max: 100, messages: { required: 'q is required', tooLong: 'q must be 100 characters or fewer' } }),
  lang: frenchParamSchema,
});

/** A suggestion: a category (to its listing), a gemstone (a search for it) or a piece (its page). */
export type SearchSuggestion =
  | { kind: 'category'; text: string; slug: string; translations?: TextTranslations }
  | { kind: 'gemstone'; text: string }
  | { kind: 'product'; text: string; productId: number; translations?: TextTranslations };
