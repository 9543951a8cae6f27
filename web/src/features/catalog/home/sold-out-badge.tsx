import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

/** 'Out of Stock' laid across a sold-out piece's image, so a card never reads as available. */
export function SoldOutBadge() {
  return (
    <span
      className="absolute inset-x-0 bottom-0 bg-ink/85 py-2 text-center text-sm font-semibold uppercase tracking-wider text-white"
      data-testid="sold-out-badge"
    >
      {t('outOfStock')}
    </span>
  );
}
