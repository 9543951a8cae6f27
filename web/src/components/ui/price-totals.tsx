import { createTranslator } from '@/i18n/create-translator';
import { formatCadCents } from '@/lib/format';
import { taxLineLabel } from './tax-line-label';
import en from './messages/en.json';

const t = createTranslator(en);

type TaxLine = { name: string; label: string; amountCents: number };

/** A code and the guide's offer never stack (decision 0040): the one that gave the discount, with its code. */
export type DiscountBy = { source: 'code' | 'offer'; code?: string; freeShipping?: boolean };

function discountLabelOf(by: DiscountBy | undefined): string {
  if (by?.source === 'code' && by.code) return t('discountCode', { code: by.code });
  return by?.source === 'offer' ? t('discountOffer') : t('discount');
}

/** Shipping, or "Shipping (code FREESHIP)" when a code made it free (decision 0102). */
const shippingLabelOf = (by: DiscountBy | undefined) => (by?.source === 'code' && by.freeShipping && by.code ? t('shippingCode', { code: by.code }) : t('shipping'));

type Props = {
  subtotalCents: number;
  discountCents: number;
  /**
   * Which discount it is: shown "Discount (code WELCOME10)" or "Discount (your guide offer)"; the plain label
   * otherwise. A free-shipping code names itself on the shipping line instead: "Shipping (code FREESHIP)  Free".
   */
  discountBy?: DiscountBy;
  /** Shipping as priced from the settings; 0 shows "Free". */
  shippingCents?: number;
  /** Nothing ships (gift cards alone, mailed to their recipients): no shipping line at all. */
  nothingShips?: boolean;
  /** The destination's tax lines; undefined until the province is known (then a prompt stands in). */
  taxLines: TaxLine[] | undefined;
  totalCents: number;
  className?: string;
  testIds?: { subtotal?: string; taxLine?: string; total?: string };
};

/** Subtotal, discount, shipping ("Free" when it is; none when nothing ships), each tax line and the total: the checkout's summary and an order's details. */
export function PriceTotals({
  subtotalCents,
  discountCents,
  discountBy,
  shippingCents = 0,
  nothingShips = false,
  taxLines,
  totalCents,
  className = '',
  testIds = {},
}: Props) {
  return (
    <dl className={`space-y-2 text-sm ${className}`}>
      <div className="flex justify-between">
        <dt>{t('subtotal')}</dt>
        <dd className="tabular-nums" data-testid={testIds.subtotal}>
          {formatCadCents(subtotalCents)}
        </dd>
      </div>
      {discountCents > 0 && (
        <div className="flex justify-between text-success">
          <dt>{discountLabelOf(discountBy)}</dt>
          <dd className="tabular-nums">-{formatCadCents(discountCents)}</dd>
        </div>
      )}
      {!nothingShips && (
        <div className="flex justify-between">
          <dt>{shippingLabelOf(discountBy)}</dt>
          <dd className="tabular-nums" data-testid="summary-shipping">{shippingCents > 0 ? formatCadCents(shippingCents) : t('free')}</dd>
        </div>
      )}
      {taxLines ? (
        taxLines.map((line) => (
          <div key={line.name} className="flex justify-between" data-testid={testIds.taxLine}>
            <dt>{taxLineLabel(line)}</dt>
            <dd className="tabular-nums">{formatCadCents(line.amountCents)}</dd>
          </div>
        ))
      ) : (
        <div className="flex justify-between text-muted" data-testid={testIds.taxLine}>
          <dt>{t('tax')}</dt>
          <dd>{t('chooseProvince')}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-line pt-3 text-lg font-semibold">
        <dt>{t('total')}</dt>
        <dd className="tabular-nums" data-testid={testIds.total}>
          {formatCadCents(totalCents)}
        </dd>
      </div>
    </dl>
  );
}
