/** The BCP 47 tag of each of the shop's languages, for `lang`, `Intl`, hreflang and `inLanguage`. */
export const LANGUAGE_TAGS = { en: 'en-CA', fr: 'fr-CA' } as const;
export type LanguageTag = (typeof LANGUAGE_TAGS)[keyof typeof LANGUAGE_TAGS];
