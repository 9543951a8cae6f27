import * as z from '../zod';
import { numericIdSchema, pageCursorSchema } from './common';
import type { ContactSubmission } from './contact';
import type { KeywordReport, MarketResearch } from './ai';

/**
 * Sales kept apart (decimal strings): `goods` after discounts, `shipping`, and the `tax` collected for the
 * governments; `revenue` is goods + shipping, before tax (docs/decisions/0057-sales-before-tax.md).
 */
/**
 * Money received, net of refunds (goods, shipping and tax apart; revenue = goods + shipping), with what was
 * refunded, deposits received on custom work still owing its balance, and those balances.
 */
export type SalesFigures = {
  orders: number;
  goods: string;
  shipping: string;
  tax: string;
  revenue: string;
  refunded: string;
  deposits: string;
  balanceDue: string;
  /**
   * Gift cards (issue 49): `giftCardsSold` is what the cards sold brought in, net of their refunds, money
   * the shop owes and not counted in the sales; `giftCardsSpent` is what cards paid of orders, counted in
   * the goods, shipping and tax above, as a card counts when it is spent.
   */
  giftCardsSold: string;
  giftCardsSpent: string;
  /** Tax given back by refunds, each province and tax apart (issue 45), e.g. { province: 'MB', name: 'RST', amount: '3.50' }. */
  refundedTax: { province: string; name: string; amount: string }[];
};

export type DailySales = SalesFigures & { day: string };

/** A seller detail the order confirmation discloses that the artisan has not given yet (or gave as a demo value). */
export type UnfinishedSellerDetail = { field: 'legalName' | 'address' | 'phone' | 'replyToEmail'; reason: 'missing' | 'fictional' };

/** GET /api/admin/overview. Days are Winnipeg days (America/Winnipeg). */
export type AdminOverview = {
  today: SalesFigures;
  month: SalesFigures;
  /** Paid orders not yet shipped: her work queue. */
  toShip: number;
  /** Orders placed but not paid yet (their stock is held until the reservation lapses). */
  awaitingPayment: number;
  /** `stockQuantity`: what can be bought (the one availability rule); `stock`: its words ("Made to order (2 open)"). */
  lowStock: { id: number; name: string; sku: string; stockQuantity: number; stock: string }[];
  openConsultations: number;
  openMessages: number;
  sales: DailySales[];
  /** Shown as a "finish your shop settings" prompt while not empty. */
  unfinishedSettings: UnfinishedSellerDetail[];
  /** What the shop charges in tax, in one plain sentence (none until she enters her numbers). */
  taxStatus: { charging: boolean; text: string };
  /** The newsletter list: addresses confirmed (double opt-in done, not unsubscribed) and still pending. */
  newsletter: { confirmed: number; pending: number };
  /** Checkout reminders sent this month (Winnipeg month), and how many of those orders were then paid. */
  reminders: { sent: number; recovered: number };
  /** What is still owed on gift cards (the enabled cards' balances), a decimal string: the shop's liability. */
  giftCardLiability: string;
};

export type { ContactSubmission as InboxEntry } from './contact';

export type InboxPage = { items: ContactSubmission[]; cursor: string | null };

export const listInboxQuerySchema = z.strictObject({
  filter: z.optional(z.enum(['open', 'handled', 'all'], { message: 'filter must be open, handled or all' })),
  cursor: z.optional(pageCursorSchema),
});
export const markInboxSchema = z.strictObject({ handled: z.boolean({ message: 'handled must be true or false' }) });
export const inboxParamsSchema = z.object({ id: numericIdSchema });

export type AuditEntry = {
  at: string;
  /** The artisan's email address. */
  who: string;
  /** What happened, in plain words ("Changed price of Amethyst Point Pendant from $68 to $72"). */
  summary: string;
  action: string;
  target: string;
  detail?: string;
};

export const listAuditQuerySchema = z.strictObject({
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2026-11'))),
});

/** GET /api/admin/insights: the newest results of the scheduled market-research and keyword jobs. */
export type AdminInsights = { research: MarketResearch | null; keywords: KeywordReport | null };
