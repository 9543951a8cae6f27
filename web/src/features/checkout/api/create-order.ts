import type { CheckoutForm } from '@crystal/shared/schemas/checkout';
import type { CreateOrderBody, Order } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';
import { currentLocale } from '@/i18n/i18n';
import { ordersApiPath } from '@/lib/api-paths/orders-path';

/**
 * The order payload: contact fields and structured addresses; the server prices the session cart. An
 * order placed on the French site says so (`language: 'fr'`), so its emails go out in French; the
 * English payload is unchanged (the server takes English when no language is sent).
 */
export function toOrderBody(values: CheckoutForm): CreateOrderBody {
  return {
    customerEmail: values.email,
    customerPhone: values.phone,
    firstName: values.firstName,
    lastName: values.lastName,
    shippingAddress: values.shippingAddress,
    billingAddress: values.sameAsShipping ? values.shippingAddress : values.billingAddress,
    sameAsShipping: values.sameAsShipping,
    ...(values.giftNote ? { giftNote: values.giftNote } : {}),
    status: 'pending',
    currency: 'CAD',
    ...(currentLocale() === 'fr' ? { language: 'fr' as const } : {}),
  };
}

/**
 * The order as placed (issue 49): what an applied gift card paid and what is left to pay by card. An order
 * whose `amountDue` is "0.00" is paid already: no card payment follows.
 */
export type PlacedOrder = Order & { giftCardAmount?: string; amountDue?: string };

/**
 * With the discount code and the gift card code the shopper applied, if any: the server prices the code
 * again and takes from the card what it holds, or says in a 400 why either does not apply.
 */
export const createOrder = (values: CheckoutForm, codes: { discountCode?: string; giftCardCode?: string } = {}) =>
  api.post<PlacedOrder>(ordersApiPath('createOrder'), {
    ...toOrderBody(values),
    ...(codes.discountCode ? { discountCode: codes.discountCode } : {}),
    ...(codes.giftCardCode ? { giftCardCode: codes.giftCardCode } : {}),
  });

/** What the order leaves to pay by card, in its decimal form ("0.00": nothing, the gift card paid it all). */
export const amountDueOf = (order: PlacedOrder): string => order.amountDue ?? order.totalAmount;
