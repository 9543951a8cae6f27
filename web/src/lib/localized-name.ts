import { localizedField, type Translatable } from '@/i18n/localized-field';

/**
 * A piece's name where a cart or order line carries it: its approved French on the French site (the API
 * adds `translations.fr.name` where the artisan approved one), else the English with `lang: 'en'`.
 */
export function localizedName(item: { name: string } & Translatable): { text: string; lang: 'en' | undefined } {
  return localizedField(item, 'name');
}
