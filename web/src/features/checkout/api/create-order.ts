import type { CheckoutForm } from '@crystal/shared/schemas/checkout';
import type { CreateOrderBody, Order } from '@crystal/shared/schemas/order';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

/** The order payload: contact fields and structured addresses; the server prices the session cart. */
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
  };
}

export const createOrder = (values: CheckoutForm) => api.post<Order>(apiPath('createOrder'), toOrderBody(values));
