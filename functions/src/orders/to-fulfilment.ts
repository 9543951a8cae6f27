import { CARRIER_NAMES } from '@crystal/shared/carriers';
import { centsToDecimalString } from '@crystal/shared/money';
import type { OrderFulfilment } from '@crystal/shared/schemas/order-tracking';
import type { OrderWithItems } from './order-item';

/** The order's fulfilment fields as the API gives them (only those that are set). */
export function toFulfilment(o: OrderWithItems): OrderFulfilment {
  return {
    ...(o.carrier ? { carrier: o.carrier, carrierName: CARRIER_NAMES[o.carrier] } : {}),
    ...(o.trackingNumber ? { trackingNumber: o.trackingNumber } : {}),
    ...(o.trackingUrl ? { trackingUrl: o.trackingUrl } : {}),
    ...(o.shippedAt ? { shippedAt: o.shippedAt } : {}),
    ...(o.deliveredAt ? { deliveredAt: o.deliveredAt } : {}),
    ...(o.cancelledAt ? { cancelledAt: o.cancelledAt } : {}),
    ...(o.refundedAt ? { refundedAt: o.refundedAt } : {}),
    ...(o.refundedCents ? { refundedAmount: centsToDecimalString(o.refundedCents) } : {}),
    ...(o.disputeStatus ? { disputeStatus: o.disputeStatus } : {}),
  };
}
