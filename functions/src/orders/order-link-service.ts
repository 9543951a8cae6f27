import type { OrderStatusView } from '@crystal/shared/schemas/order-tracking';
import { notFound } from '../lib/errors';
import { verifyToken } from '../lib/links/signed-token';
import { getOrder } from './order-repository';
import { toOrderDto } from './to-order-dto';
import { getShopSettings } from '../settings';
import { toFulfilment } from './to-fulfilment';
import { receiptTaxNumbers } from '@crystal/shared/tax-numbers';

/**
 * The order opened from its signed email link, on any device and with no session. A tampered, expired or
 * unknown link is the same 404 (it says nothing about whether the order exists). The shopper's email,
 * phone and billing address stay out of it; the dispute flag is the artisan's.
 */
export async function orderByLink(token: string): Promise<OrderStatusView> {
  const subject = await verifyToken('order', token);
  const id = subject && /^\d{1,12}$/.test(subject) ? Number(subject) : undefined;
  const order = id ? ((await getOrder(id))) : undefined;
  if (!order) throw notFound('Order');
  const { customerEmail: _e, customerPhone: _p, billingAddress: _b, ...dto } = toOrderDto(order);
  const { disputeStatus: _d, ...fulfilment } = toFulfilment(order);
  const s = await getShopSettings();
  return {
    ...dto,
    ...fulfilment,
    shop: {
      legalName: s.legalName,
      address: s.address,
      phone: s.phone,
      email: s.replyToEmail,
      gstHstNumber: s.gstHstNumber,
      taxNumbers: receiptTaxNumbers(order, s),
      deliveryEstimate: s.deliveryEstimate,
      deliveryEstimateFr: s.deliveryEstimateFr,
      returnWindowDays: s.returnWindowDays,
    },
  };
}
