import type { Carrier } from '@crystal/shared/carriers';
import type { OrderWithItems } from '../orders/order-item';

/** What fulfilment, refunds and disputes add to an order record (all optional: older orders lack them). */
export type FulfilmentFields = {
  carrier?: Carrier;
  trackingNumber?: string;
  trackingUrl?: string;
  shippedAt?: string;
  deliveredAt?: string;
  refundedAt?: string;
  /** Everything refunded so far, in cents (Stripe's `amount_refunded`, or /admin's refunds added up). */
  refundedCents?: number;
  /** Set by Stripe's dispute events: 'open' until closed, then Stripe's closing status (won, lost...). */
  disputeStatus?: string;
  disputeId?: string;
};

export type TrackedOrder = OrderWithItems & FulfilmentFields;
