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

/** With the code the shopper applied, if any: the server prices it again, or says why it does not apply. */
export const createOrder = (values: CheckoutForm, discountCode?: string) =>
  api.post<Order>(ordersApiPath('createOrder'), { ...toOrderBody(values), ...(discountCode ? { discountCode } : {}) });
