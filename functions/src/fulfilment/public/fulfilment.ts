/** Published to admin: fulfilment's transitions (ship, refund) and the mails after a status change. */
export { assertRefundable, isRefundable, mailAfterTransition, refundFromAdmin, shipOrder } from '../fulfilment-service';
export type { TrackedOrder } from '../tracked-order';
