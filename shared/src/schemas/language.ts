import * as z from '../zod';

/** The shop's languages: English at {base}, French at {base}fr/. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES, { message: 'language must be en or fr' });
// Kept apart from zod, so the storefront's first load can read it (language-tags.ts).
export { LANGUAGE_TAGS, type LanguageTag } from '../language-tags';
/**
 * `?lang=fr` on a public read that answers differently on the French site (search, suggestions);
 * absent means English, so the English site's requests stay exactly as they were.
 */
export const frenchParamSchema = z.optional(z.literal('fr', { message: 'lang must be fr' }));
