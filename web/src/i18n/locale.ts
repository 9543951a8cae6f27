import { LANGUAGE_TAGS, type LanguageTag } from '@crystal/shared/language-tags';

/** The shop's languages: English at `{base}`, Canadian French at `{base}fr/` (docs/decisions/0017-french.md). */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** A compiled message: values in, text out (build/compile-catalogues.ts). */
export type CompiledMessage = (values?: Record<string, unknown>) => string;

/** The BCP 47 tag of each language, for `lang`, `Intl` and hreflang (one table with the server's). */
export const LOCALE_TAGS: Record<Locale, LanguageTag> = LANGUAGE_TAGS;

/** The path segment under the base path that holds each language ('' for English, the default). */
const PREFIX: Record<Locale, string> = { en: '', fr: 'fr' };

/** The base path the build was made for, with its trailing slash ('/shop/'). */
const BASE = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;

/** The language a document path is in: `{base}fr` and everything under `{base}fr/` is French. */
export function localeOfPath(pathname: string): Locale {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
  return rest === PREFIX.fr || rest.startsWith(`${PREFIX.fr}/`) ? 'fr' : 'en';
}

/** The router's basename for a language, without a trailing slash ('/shop', '/shop/fr'). */
export function routerBasename(locale: Locale): string {
  return `${BASE}${PREFIX[locale]}`.replace(/\/$/, '') || '/';
}

/**
 * The same page in another language: the document path with its language prefix swapped, search and
 * hash kept. `/shop/products?search=x` <-> `/shop/fr/products?search=x`.
 */
export function pathInLocale(pathname: string, target: Locale, search = '', hash = ''): string {
  const from = routerBasename(localeOfPath(pathname)).replace(/\/$/, '');
  const route = (pathname.startsWith(from) ? pathname.slice(from.length) : '').replace(/^\/?/, '/');
  return `${routerBasename(target).replace(/\/$/, '')}${route}${search}${hash}`;
}
