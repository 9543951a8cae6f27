import type { AdminOverview } from '@crystal/shared/schemas/admin-dashboard';
import type { AdminGiftCardList } from '@crystal/shared/schemas/gift-card';

/**
 * THE ONE MAPPING between the gift card admin API's answers and the dashboard (issue 49). The web side was
 * written against the issue's contract while the API was built beside it: every field name the dashboard
 * reads from the cards' list (`adminListGiftCards`), sends to a store credit (`adminIssueGiftCard`) or reads from the overview is
 * here, so aligning them with the API is a change to this file only.
 */

/** The list as the API gives it: the backend's `adminGiftCardListSchema` (`{ items, liability }`). */
type WireList = AdminGiftCardList;

/** A card as the dashboard shows it. Never a whole code: the API gives its last four only. */
export type AdminGiftCard = {
  id: string;
  last4: string;
  amount: string;
  balance: string;
  recipientName: string;
  recipientEmail: string;
  deliverOn: string;
  deliveredAt: string | null;
  lastUsedAt: string | null;
  disabled: boolean;
  /** A store credit's reason. */
  reason: string | null;
  /** Why the card was disabled (her reason, or the refund that did it). */
  disabledReason: string | null;
};
export type AdminGiftCards = { cards: AdminGiftCard[]; liability: string };

export function fromWireList(wire: WireList): AdminGiftCards {
  return {
    liability: wire.liability,
    cards: wire.items.map((c) => ({
      id: String(c.id),
      last4: c.last4,
      amount: c.initialAmount,
      balance: c.balance,
      recipientName: c.recipientName,
      recipientEmail: c.recipientEmail,
      deliverOn: c.deliverOn,
      deliveredAt: c.deliveredAt ?? null,
      lastUsedAt: c.lastUsedAt ?? null,
      disabled: c.status === 'disabled',
      reason: c.reason ?? null,
      disabledReason: c.disabledReason ?? null,
    })),
  };
}

/** A store credit she issues by hand. */
export type IssueGiftCard = { amount: string; recipientName: string; recipientEmail: string; reason: string };
export const toWireIssue = (input: IssueGiftCard) => ({ amount: input.amount, recipientName: input.recipientName, recipientEmail: input.recipientEmail, reason: input.reason });

/** What is still owed on gift cards, as the overview gives it. */
/** Disabling a card, with her reason (kept on the card and in the activity log). */
export const toWireDisable = (reason: string) => ({ reason: reason.trim() });

/** The gift cards' CSV as the API gives it, and the name the browser saves it under. */
export const giftCardsCsvName = (day: string) => `gift-cards-${day}.csv`;

export const giftCardLiabilityOf = (overview: AdminOverview): string | undefined => overview.giftCardLiability;

export type { WireList as GiftCardsWireList };
