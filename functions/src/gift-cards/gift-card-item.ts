import type { Language } from '@crystal/shared/schemas/language';
import { padId } from '@crystal/shared/table-definition';

/**
 * A gift card (issue 49) as stored: `GIFTCARD#<id>` / `CARD`. Its code is only here sealed (`codeSealed`)
 * and as its last four characters; a card is found by its code through `GIFTCODE#<hmac>` / `CODE`.
 * Money in cents. While undelivered it sits in gsi1 under `GIFTCARD_DUE` by its delivery day (a sparse
 * index the delivery job reads); every card is in gsi2 under `GIFTCARDS` by issue time (the admin list).
 */
export type GiftCardRecord = {
  pk: string;
  sk: 'CARD';
  type: 'giftCard';
  id: number;
  codeSealed: string;
  last4: string;
  status: 'active' | 'disabled';
  initialCents: number;
  balanceCents: number;
  currency: 'CAD';
  recipientName: string;
  recipientEmail: string;
  message?: string;
  /** Who gave it (the buyer's name); a store credit has none. */
  giverName?: string;
  /** YYYY-MM-DD, the shop's time zone. */
  deliverOn: string;
  language: Language;
  /** The order that bought it, and its line there (`ITEM#GIFT#<nn>`); absent for a store credit. */
  orderId?: number;
  orderLineSk?: string;
  /** A store credit: why she issued it. */
  reason?: string;
  issuedAt: string;
  /** When the delivery mail was claimed for sending (sent once). */
  deliveredAt?: string;
  lastUsedAt?: string;
  disabledAt?: string;
  disabledReason?: string;
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk: 'GIFTCARDS';
  gsi2sk: string;
};

/** The pointer from a code's keyed hash to its card. */
export type GiftCodeRecord = { pk: string; sk: 'CODE'; type: 'giftCode'; cardId: number };

export const giftCardKey = (id: number) => ({ pk: `GIFTCARD#${id}`, sk: 'CARD' as const });
export const giftCodeKey = (hash: string) => ({ pk: `GIFTCODE#${hash}`, sk: 'CODE' as const });
/** One claim per paid gift card line: a replayed payment issues nothing twice. */
export const giftIssueKey = (orderId: number, lineSk: string) => ({ pk: `GIFTISSUE#${orderId}`, sk: lineSk });
export const GIFT_CARD_DUE_PK = 'GIFTCARD_DUE';
export const dueSortKey = (deliverOn: string, id: number) => `${deliverOn}#${padId(id)}`;
export const listSortKey = (issuedAt: string, id: number) => `${issuedAt}#${padId(id)}`;
