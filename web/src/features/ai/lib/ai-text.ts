import { currentLocale } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

/** The AI feature's texts, translated while rendering. */
export const t = createTranslator(en);

/**
 * The `lang` of text the server writes in English (a piece's reading, a nudge's message): 'en' on the
 * French site so screen readers pronounce it right, nothing on the English site.
 */
export const serverTextLang = (): 'en' | undefined => (currentLocale() === 'fr' ? 'en' : undefined);

/** The language the guide should answer in: sent only from the French site, so English requests are unchanged. */
export const guideLocale = (): { locale?: 'fr' } => (currentLocale() === 'fr' ? { locale: 'fr' } : {});
