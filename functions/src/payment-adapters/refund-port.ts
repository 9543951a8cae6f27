export type RefundInput = {
  orderId: number;
  /** The payment the order was paid with (absent when the artisan marked it paid by hand). */
  paymentIntentId: string | undefined;
  amountCents: number;
  /** What the payment took (the order's total): the most that can ever be refunded on it. */
  chargedCents: number;
  /** `refund-order-<id>`: a retried refund returns the first refund instead of paying out twice. */
  idempotencyKey: string;
};

/**
 * The refund side of the payments port: Stripe Refunds in production, the sandbox offline; chosen by
 * PAYMENTS_PROVIDER like the payment provider itself.
 */
export type RefundProvider = { name: 'stripe' | 'sandbox'; refund(input: RefundInput): Promise<RefundResult> };

export type RefundResult = {
  refundId: string;
  /**
   * The sandbox only: delivers the signed `charge.refunded` event Stripe sends after a refund, through
   * the webhook's code path. Run it once the order has recorded the refund, as Stripe's event arrives
   * after its API has answered. (Stripe sends its own.)
   */
  deliverEvent?: () => Promise<unknown>;
};
