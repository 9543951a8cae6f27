import { centsToDecimalString } from '@crystal/shared/money';
import type { CodeTerms } from '@crystal/shared/money/price-reductions';
import type { DiscountCodeDto } from '@crystal/shared/schemas/discount-code';
import type { DiscountCodeRecord } from './discount-code-item';

const amount = (cents: number | undefined) => (cents === undefined ? null : centsToDecimalString(cents));

export function toDiscountCodeDto(r: DiscountCodeRecord): DiscountCodeDto {
  return {
    code: r.code,
    percentOff: r.percentOff ?? null,
    amountOff: amount(r.amountOffCents),
    minSubtotal: amount(r.minSubtotalCents),
    startsAt: r.startsAt ?? null,
    endsAt: r.endsAt ?? null,
    usageLimit: r.usageLimit ?? null,
    oncePerEmail: r.oncePerEmail,
    collectionId: r.collectionId ?? null,
    freeShipping: r.freeShipping === true,
    timesUsed: r.timesUsed,
    paused: r.paused,
    createdAt: r.createdAt,
  };
}

export function termsOf(r: DiscountCodeRecord): CodeTerms {
  return {
    code: r.code,
    percentOff: r.percentOff ?? null,
    amountOffCents: r.amountOffCents ?? null,
    minSubtotalCents: r.minSubtotalCents ?? null,
    collectionId: r.collectionId ?? null,
    freeShipping: r.freeShipping === true,
  };
}
