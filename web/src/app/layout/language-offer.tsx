import { X } from 'lucide-react';
import { useState } from 'react';
import { createTranslator } from '@/i18n/create-translator';
import { rememberLanguage } from '@/i18n/language-choice';
import { LOCALE_TAGS } from '@/i18n/locale';
import { useSamePageIn } from './language-switch';
import en from './messages/en.json';

const t = createTranslator(en);

/**
 * On the English site, for a browser that prefers French and a shopper who has not chosen yet: a small
 * offer of the same page in French. It never redirects and covers nothing that matters; following it or
 * dismissing it is remembered as the shopper's choice. Written in French, for the reader it is meant for.
 */
export default function LanguageOffer() {
  const [open, setOpen] = useState(true);
  const href = useSamePageIn('fr');
  if (!open) return null;
  return (
    <aside
      lang={LOCALE_TAGS.fr}
      aria-label={t('offerText')}
      data-testid="language-offer"
      className="fixed bottom-4 left-4 right-24 z-50 flex items-center gap-2 rounded-2xl border border-line bg-white py-2 pl-4 pr-1 text-sm shadow-lg sm:right-auto sm:max-w-md"
    >
      <p className="min-w-0 flex-1">
        {t('offerText')}{' '}
        <a
          href={href}
          hrefLang={LOCALE_TAGS.fr}
          className="inline-flex min-h-11 items-center font-semibold text-amethyst-700 underline"
          onClick={() => rememberLanguage('fr')}
        >
          {t('offerLink')}
        </a>
      </p>
      <button
        type="button"
        aria-label={t('offerDismissLabel')}
        title={t('offerDismiss')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-amethyst-50"
        onClick={() => {
          rememberLanguage('en');
          setOpen(false);
        }}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
