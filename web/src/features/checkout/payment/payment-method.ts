/** What the checkout form needs from a payment client (Stripe Payment Element or the sandbox card form). */
export type PaymentMethod = {
  ready: boolean;
  /** Validates and collects the card details before the order is placed; false keeps the shopper on the form. */
  collect(): Promise<boolean>;
  /** Confirms the payment of the order's intent. Stripe redirects to the confirmation page on success. */
  confirm(input: { orderId: number; clientSecret: string }): Promise<{ ok: true } | { ok: false; message?: string }>;
};
