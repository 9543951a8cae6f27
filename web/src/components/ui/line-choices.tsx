import { Link } from 'react-router-dom';
import { personalisedReturnsRule } from '@crystal/shared/shop-facts/personalised-returns';
import { formatChoice, isPersonalised, type LineChoice } from '@crystal/shared/product-choices';
import { paths } from '@/config/paths';
import { currentLocale } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

type Props = {
  choices?: LineChoice[];
  /** A made-to-order line: its lead time, and once ordered its estimated ship date (YYYY-MM-DD). */
  madeToOrder?: { leadTimeDays: number; shipBy?: string };
  /** Cart, checkout: say before purchase that a personalised piece is exchange only. */
  beforePurchase?: boolean;
  className?: string;
};

/**
 * A cart or order line's choices as every surface shows them ("Size 7", "Engraving: Luna"; on the French
 * site "Taille 7", "Gravure : Luna"), and a made-to-order line's lead time or ship date
 * (docs/decisions/0035-options-and-choices.md).
 */
export function LineChoices({ choices, madeToOrder, beforePurchase, className }: Props) {
  const lang = currentLocale() === 'fr' ? 'fr' : 'en';
  if (!choices?.length && !madeToOrder) return null;
  return (
    <div className={`text-sm text-muted ${className ?? ''}`} data-testid="line-choices">
      {choices && choices.length > 0 && (
        <ul>
          {choices.map((c) => (
            <li key={`${c.kind}:${c.name}`} className="break-words">
              {formatChoice(c, lang)}
            </li>
          ))}
        </ul>
      )}
      {madeToOrder && (
        <p>
          {madeToOrder.shipBy
            ? t('shipsBy', { date: shipDate(madeToOrder.shipBy, lang), days: madeToOrder.leadTimeDays })
            : t('madeToOrder', { days: madeToOrder.leadTimeDays })}
        </p>
      )}
      {beforePurchase && isPersonalised(choices) && <ExchangeOnlyNote />}
    </div>
  );
}

/** "Monday, December 7, 2026" / "lundi 7 décembre 2026", for a calendar date. */
export function shipDate(date: string, lang: 'en' | 'fr'): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Personalised pieces are exchange only, as the returns policy says of custom orders. */
export function ExchangeOnlyNote() {
  return (
    <p className="mt-1 rounded-lg bg-amethyst-50 px-3 py-2 text-sm text-ink" data-testid="exchange-only">
      {personalisedReturnsRule(currentLocale() === 'fr' ? 'fr' : 'en')}{' '}
      <Link to={paths.returns} className="underline">
        {t('returnsLink')}
      </Link>
    </p>
  );
}
