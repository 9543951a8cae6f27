/**
 * A refund split over the payments an order was paid with, taken in the order given (the one to give back
 * first, first): the order's refunds so far used up its payments in that order, and this one goes on from
 * where they stopped. So the parts of every refund of the order add up, per payment, to at most what that
 * payment took, and a refund never asks a payment for more than is left on it. All in cents; the parts
 * add up to `amountCents` as long as the payments hold `refundedBeforeCents + amountCents`.
 */
export function splitRefund(paymentCents: readonly number[], refundedBeforeCents: number, amountCents: number): number[] {
  let start = 0;
  return paymentCents.map((cents) => {
    const end = start + cents;
    const part = Math.max(0, Math.min(end, refundedBeforeCents + amountCents) - Math.max(start, refundedBeforeCents));
    start = end;
    return part;
  });
}
