import type { Address } from '@crystal/shared/schemas/checkout';
import type { DepositTerms } from '@crystal/shared/schemas/quote';
import type { Language } from '@crystal/shared/schemas/language';
import type { ProvinceCode } from '@crystal/shared/provinces';
import type { TaxLine } from '@crystal/shared/tax';
import { padId } from '@crystal/shared/table-definition';

/** Where a stored quote stands (an open one past its expiry reads as expired). */
export type StoredQuoteStatus = 'open' | 'deposit_paid' | 'paid' | 'cancelled';

/** A quote as stored: `pk=QUOTE#<id>, sk=QUOTE`, listed newest first on gsi2 (`QUOTES`). Money in cents. */
export type QuoteRecord = {
  pk: string;
  sk: 'QUOTE';
  type: 'quote';
  id: number;
  status: StoredQuoteStatus;
  customerName: string;
  customerEmail: string;
  province: ProvinceCode;
  language: Language;
  lines: { description: string; priceCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  totalCents: number;
  depositPercent: number | null;
  depositCents: number | null;
  /** The last day it may be paid (Winnipeg), and the instant that day ends. */
  expiresOn: string;
  expiresAt: string;
  /** When the piece will be ready (YYYY-MM-DD), and the deposit's terms; null (or absent, before issue 45) when not given. */
  readyBy?: string | null;
  depositTerms?: DepositTerms | null;
  consultationId: number | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  paidCents: number;
  /** Given by the shopper with the first payment: where the piece ships, and a phone. */
  shippingAddress?: Address;
  customerPhone?: string;
  orderId?: number;
  balanceLinkSentAt?: string;
  /** Which of its links is valid: each edit or cancellation voids the ones sent before (absent: 1, the first). */
  linkVersion?: number;
  gsi2pk: 'QUOTES';
  gsi2sk: string;
};

/** What an edit may change: the shopper, where it ships, its lines and what they cost, its deposit, its last day, when it is ready and the deposit's terms. */
export type QuoteTerms = { readyBy: string | null; depositTerms: DepositTerms | null } & Pick<
  QuoteRecord,
  | 'customerName'
  | 'customerEmail'
  | 'province'
  | 'language'
  | 'lines'
  | 'subtotalCents'
  | 'shippingCents'
  | 'taxLines'
  | 'taxCents'
  | 'totalCents'
  | 'depositPercent'
  | 'depositCents'
  | 'expiresOn'
  | 'expiresAt'
>;

export const QUOTES_INDEX_PK = 'QUOTES';
/** The version of a quote's links that is valid now. */
export const linkVersionOf = (q: Pick<QuoteRecord, 'linkVersion'>) => q.linkVersion ?? 1;
export const quoteKey = (id: number) => ({ pk: `QUOTE#${id}`, sk: 'QUOTE' as const });
export const quoteSortKey = (createdAt: string, id: number) => `${createdAt}#${padId(id)}`;
