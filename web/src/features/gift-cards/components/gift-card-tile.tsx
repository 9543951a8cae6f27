import { Gift } from 'lucide-react';
import { Link } from 'react-router-dom';
import { GIFT_CARD_LIMITS } from '@crystal/shared/constants/gift-card';
import { paths } from '@/config/paths';
import { formatCadCents } from '@/lib/format';
import { t } from '../lib/gift-card-text';

/**
 * The gift card as a piece of the catalogue: a card in the whole shop's listing, shaped as the pieces'
 * cards are, that opens its page. "From $10": any whole amount from the least a card can be.
 */
export function GiftCardTile() {
  return (
    <article className="card group relative flex flex-col overflow-hidden" data-testid="gift-card-tile">
      <Link to={paths.giftCards} className="flex flex-1 flex-col focus-visible:outline-offset-[-3px]">
        <div className="flex aspect-square w-full items-center justify-center bg-gradient-to-br from-amethyst-700 to-amethyst-900 text-white" aria-hidden="true">
          <Gift className="size-14 opacity-80 transition-transform duration-500 group-hover:scale-110" />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="text-xs font-medium uppercase tracking-wider text-muted">{t('eyebrow')}</p>
          <h3 className="font-serif text-base font-semibold leading-snug sm:text-lg">{t('heading')}</h3>
          <p className="mt-auto pt-2 font-semibold text-amethyst-700">{t('tileFrom', { amount: formatCadCents(GIFT_CARD_LIMITS.minDollars * 100) })}</p>
        </div>
      </Link>
    </article>
  );
}
