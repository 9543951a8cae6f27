/** Published to orders: records a refund's new total (Stripe's charge.refunded) and mails the shopper once. */
export { recordRefund } from '../record-refund';
export { setDispute } from '../fulfilment-repository';
