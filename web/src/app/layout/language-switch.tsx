import { useLocation } from 'react-router-dom';
import { currentLocale } from '@/i18n/i18n';
import { LOCALE_TAGS, pathInLocale, routerBasename, type Locale } from '@/i18n/locale';
import { rememberLanguage } from '@/i18n/language-choice';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

/** The address of the page being shown, in another language (search and hash kept). */
export function useSamePageIn(target: Locale): string {
  const { pathname, search, hash } = useLocation();
  const documentPath = `${routerBasename(currentLocale()).replace(/\/$/, '')}${pathname}`;
  return pathInLocale(documentPath, target, search, hash);
}

/**
 * The link to the same page in the other language: a page load (the French catalogue loads only on the
 * French site), remembered as the shopper's choice. Its text is in the language it leads to. The short
 * form shows "FR" or "EN"; its name starts with those letters, then says the language, so a shopper
 * who speaks to their phone can say what they see (WCAG 2.5.3) and a screen reader says the language.
 */
export function LanguageSwitch({ className, short = false }: { className?: string; short?: boolean }) {
  const target: Locale = currentLocale() === 'fr' ? 'en' : 'fr';
  const href = useSamePageIn(target);
  return (
    <a
      href={href}
      hrefLang={LOCALE_TAGS[target]}
      lang={LOCALE_TAGS[target]}
      aria-label={short ? `${t('switchLanguageShort')}, ${t('switchLanguage')}` : undefined}
      className={className}
      onClick={() => rememberLanguage(target)}
    >
      {short ? t('switchLanguageShort') : t('switchLanguage')}
    </a>
  );
}
