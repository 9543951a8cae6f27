import { Gift } from 'lucide-react';
import type { GiftCardLine } from '@crystal/shared/schemas/gift-card';
import { currentLocaleTag } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

/** A calendar day (YYYY-MM-DD) written out in the page's language, with no time-zone shift ("December 24, 2026"). */
export function longCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(currentLocaleTag(), { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** The words of a gift card line's name: "Gift card for Maude" (a remove button's label, a toast). */
export const giftCardLineName = (line: Pick<GiftCardLine, 'recipientName'>) => t('giftCardFor', { name: line.recipientName });

/**
 * A gift card line's details as the cart and the checkout summary show them (issue 49): who it is for and
 * the day it is delivered. The code is never part of a cart line.
 */
export function GiftCardLineDetails({ line }: { line: GiftCardLine }) {
  return (
    <div className="text-sm text-muted" data-testid="gift-card-line-details">
      <p>{t('giftCardRecipient', { name: line.recipientName })}</p>
      <p>{t('giftCardDelivery', { date: longCalendarDate(line.deliverOn) })}</p>
    </div>
  );
}

/** A gift card line's picture, where a piece's line has its photo: the gift icon on the shop's tint. `className` sizes the box, `iconClassName` the icon. */
export function GiftCardPicture({ className, iconClassName }: { className: string; iconClassName: string }) {
  return (
    <span className={`flex shrink-0 items-center justify-center rounded-lg border border-line bg-amethyst-50 ${className}`} aria-hidden="true">
      <Gift className={`text-amethyst-700 ${iconClassName}`} />
    </span>
  );
}
