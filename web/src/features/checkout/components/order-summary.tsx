import { ChevronDown, Lock, ShieldCheck, Truck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { CartLine } from '@crystal/shared/schemas/cart';
import { shipsNothing } from '@crystal/shared/order-ships';
import { formatCadCents } from '@/lib/format';
import { isGiftCardLine, lineTotalCents } from '@/lib/cart-lines';
import { GiftCardLineDetails, GiftCardPicture } from '@/components/ui/gift-card-line-details';
import uiEn from '@/components/ui/messages/en.json';
import { CARD_MINIMUM_CENTS, type Totals } from '@crystal/shared/tax';
import { PriceTotals, type DiscountBy } from '@/components/ui/price-totals';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { LineChoices } from '@/components/ui/line-choices';
import { createTranslator } from '@/i18n/create-translator';
import { localizedName } from '@/lib/localized-name';
import en from '../messages/en.json';
import { useLineControls } from './line-controls';

const t = createTranslator(en);
const ui = createTranslator(uiEn);

type Props = {
  items: CartLine[];
  totals: Totals;
  provinceChosen: boolean;
  discountBy?: DiscountBy;
  /** An applied gift card: what it pays of the total (then the amount due is shown under it). */
  giftCardCents?: number;
  note?: ReactNode;
  trustShipping?: string;
};

/** A line's picture and name: the piece's, or a gift card's (issue 49) with who it is for and its delivery day. */
function LineHead({ item, children }: { item: CartLine; children?: ReactNode }) {
  if (isGiftCardLine(item)) {
    return (
      <>
        <GiftCardPicture className="size-16" iconClassName="size-7" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium leading-snug">{ui('giftCard')}</p>
          <GiftCardLineDetails line={item.giftCard} />
          {children}
        </div>
      </>
    );
  }
  const name = localizedName(item.product);
  return (
    <>
      <ProductImage src={item.product.imageUrl} alt="" sizes={IMAGE_SIZES.line} width={64} height={64} className="size-16 rounded-lg border border-line bg-mist object-cover" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium leading-snug" lang={name.lang}>
          {name.text}
        </p>
        <LineChoices choices={item.choices} madeToOrder={item.madeToOrder} beforePurchase />
        <p className="text-sm text-muted">{t('quantity', { quantity: item.quantity })}</p>
        {children}
      </div>
    </>
  );
}

const TRUST_NOTES = [
  { icon: Lock, key: 'trustSsl' },
  { icon: ShieldCheck, key: 'trustSecure' },
  { icon: Truck, key: 'trustShipping' },
] as const;

/**
 * The Order Summary. Totals come from the shared computeTotals, the same function the server uses to
 * price the order, so what is shown is what is charged. On phones it sits above the form, collapsed to
 * a bar with the total (as hosted checkouts do); on wide screens it is the sticky column beside the form.
 */
export function OrderSummary({ items, totals, provinceChosen, discountBy, giftCardCents, note, trustShipping }: Props) {
  const Controls = useLineControls();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const count = items.reduce((n, i) => n + i.quantity, 0);
  return (
    <aside
      className="card order-first h-fit p-6 lg:sticky lg:top-24 lg:order-none"
      aria-labelledby="order-summary-heading"
      data-testid="order-summary"
    >
      <h2 id="order-summary-heading" className="scroll-mt-24 text-xl font-semibold">
        {t('orderSummary')}
      </h2>
      <button
        type="button"
        className="mt-3 flex min-h-11 w-full items-center justify-between gap-3 rounded-lg bg-amethyst-50 px-4 text-left font-medium text-amethyst-800 lg:hidden"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
        data-testid="summary-toggle"
      >
        <span className="flex items-center gap-2">
          {t(open ? 'hideDetails' : 'showDetails', { count })}
          <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </span>
        <span className="tabular-nums">{formatCadCents(totals.totalCents)}</span>
      </button>
      <div id={bodyId} className={open ? 'block' : 'hidden lg:block'}>
        <ul className="mt-4 divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex items-start gap-3 py-3" data-testid="summary-line">
              <LineHead item={item}>{Controls && <Controls item={item} />}</LineHead>
              <span className="font-semibold tabular-nums">{formatCadCents(lineTotalCents(item))}</span>
            </li>
          ))}
        </ul>
        <PriceTotals
          className="mt-4 border-t border-line pt-4"
          subtotalCents={totals.subtotalCents}
          discountCents={totals.discountCents}
          discountBy={discountBy}
          shippingCents={totals.shippingCents}
          nothingShips={shipsNothing(items)}
          taxLines={provinceChosen ? totals.taxLines : undefined}
          totalCents={totals.totalCents}
          testIds={{ subtotal: 'summary-subtotal', taxLine: 'summary-tax-line', total: 'summary-total' }}
        />
        {giftCardCents !== undefined && (
          <dl className="mt-2 space-y-2 text-sm">
            <div className="flex justify-between text-success">
              <dt>{t('giftCardLine')}</dt>
              <dd className="tabular-nums" data-testid="summary-gift-card">
                -{formatCadCents(giftCardCents)}
              </dd>
            </div>
            <div className="flex justify-between border-t border-line pt-3 text-lg font-semibold">
              <dt>{t('amountDue')}</dt>
              <dd className="tabular-nums" data-testid="summary-amount-due">
                {formatCadCents(totals.totalCents - giftCardCents)}
              </dd>
            </div>
          </dl>
        )}
        {totals.discountAskedCents !== undefined && (
          <p className="mt-2 text-sm" data-testid="discount-capped">
            {t('discountCapped', { amount: formatCadCents(totals.discountAskedCents - totals.discountCents), minimum: formatCadCents(CARD_MINIMUM_CENTS) })}
          </p>
        )}
        {note}
        <ul className="mt-6 space-y-2 text-sm text-muted">
          {TRUST_NOTES.map(({ icon: Icon, key }) => (
            <li key={key} className="flex items-center gap-2">
              <Icon className="size-4 text-amethyst-600" aria-hidden="true" />
              {key === 'trustShipping' && trustShipping ? trustShipping : t(key)}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
