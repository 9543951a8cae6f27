export type RefundInput = {
  orderId: number;
  /** The payment the order was paid with (absent when the artisan marked it paid by hand). */
  paymentIntentId: string | undefined;
  amountCents: number;
  /** `refund-order-<id>`: a retried refund returns the first refund instead of paying out twice. */
  idempotencyKey: string;
};

/**
 * The refund side of the payments port: Stripe Refunds in production, the sandbox offline; chosen by
 * PAYMENTS_PROVIDER like the payment provider itself.
 */
export type RefundProvider = { name: 'stripe' | 'sandbox'; refund(input: RefundInput): Promise<{ refundId: string }> };
