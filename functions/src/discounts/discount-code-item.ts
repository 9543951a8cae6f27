import { offerEmailKey } from '@crystal/shared/offer-email';
import type { Cents } from '@crystal/shared/money';

/**
 * A discount code: one item `pk=DISCOUNT#<CODE>, sk=CODE`, listed for /admin on gsi2 (`DISCOUNT_CODES`,
 * newest first). A "once per email" code records each email that used it beside it
 * (`sk=EMAIL#<email>`), written in the order's own transaction. Unset limits are absent attributes.
 */
export const discountCodeKey = (code: string) => ({ pk: `DISCOUNT#${code}`, sk: 'CODE' });
/** A code's use by one customer: the email as one customer (plus tags and, at Gmail, dots dropped; decision 0095). */
export const discountEmailKey = (code: string, email: string) => ({ pk: `DISCOUNT#${code}`, sk: `EMAIL#${offerEmailKey(email)}` });
export const DISCOUNT_CODES_INDEX_PK = 'DISCOUNT_CODES';

export type DiscountCodeRecord = {
  pk: string;
  sk: 'CODE';
  type: 'discountCode';
  code: string;
  percentOff?: number;
  amountOffCents?: Cents;
  minSubtotalCents?: Cents;
  startsAt?: string;
  endsAt?: string;
  usageLimit?: number;
  oncePerEmail: boolean;
  /** Money off only this collection's pieces (decision 0102). */
  collectionId?: number;
  /** Free shipping instead of money off the goods (decision 0102). */
  freeShipping?: true;
  timesUsed: number;
  paused: boolean;
  createdAt: string;
  createdBy: string;
  gsi2pk: typeof DISCOUNT_CODES_INDEX_PK;
  gsi2sk: string;
};
