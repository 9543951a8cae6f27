/**
 * The discount a session offer gives on a subtotal, in whole cents (rounded half up): the order total on
 * the server and the checkout summary in the browser both take it from here. No offer, no discount.
 */
export function offerDiscountCents(subtotalCents: number, percentOff: number | undefined): number {
  return percentOff ? Math.round((subtotalCents * percentOff) / 100) : 0;
}
