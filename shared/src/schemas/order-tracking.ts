import type { TaxNumber } from '../tax-numbers';
import type { Carrier } from '../carriers';
import type { Order } from './order';

/** What happened to an order after payment, as the admin and the shopper's status page read it. */
export type OrderFulfilment = {
  carrier?: Carrier;
  carrierName?: string;
  trackingNumber?: string;
  trackingUrl?: string;
  shippedAt?: string;
  deliveredAt?: string;
  cancelledAt?: string;
  refundedAt?: string;
  /** Everything refunded so far, e.g. "20.00"; absent when nothing was. */
  refundedAmount?: string;
  /** Flagged by a payment dispute: 'open', or how it closed (won, lost, ...). Admin only. */
  disputeStatus?: string;
};

/** The seller's details and policies the status page shows beside the order. */
export type OrderShopDetails = {
  legalName: string;
  address: string;
  phone: string;
  email: string;
  gstHstNumber: string;
  /** The registration numbers the order was taxed under (its receipt's). */
  taxNumbers: TaxNumber[];
  deliveryEstimate: string;
  deliveryEstimateFr: string;
  returnWindowDays: number;
};

/** GET /api/order-status/{token}: the order opened from its signed email link, with no session. */
export type OrderStatusView = Omit<Order, 'customerEmail' | 'customerPhone' | 'billingAddress'> &
  Omit<OrderFulfilment, 'disputeStatus'> & { shop: OrderShopDetails };
