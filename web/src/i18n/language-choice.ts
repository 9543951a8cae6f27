import type { Locale } from './locale';

const KEY = 'crystal-language';

/** The shopper's own choice of language, kept on this device (never sent to the server). */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Private mode or storage full: the choice lasts this page only.
  }
}

export function rememberedLanguage(): Locale | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'en' || value === 'fr' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether to offer French: no choice made yet, on the English site, and the browser prefers French
 * (Accept-Language, as the browser exposes it). Only an offer: the shop never redirects on its own.
 */
export function shouldSuggestFrench(languages: readonly string[], current: Locale): boolean {
  if (current === 'fr' || rememberedLanguage()) return false;
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'fr' || first.startsWith('fr-');
}
