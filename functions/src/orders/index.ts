/**
 * The order module: the order record and its whole life (placed, paid, failed, shipped, delivered,
 * cancelled, refunded, disputed) and the mail each transition sends. Stripe's events and the sandbox's
 * (through webhooks/), and the artisan's actions in /admin, enter it through these few functions.
 * docs/order-life.md maps it. The module's one door (decision 0029): re-exports only.
 */
export type { OrderLineRecord, OrderRecord, OrderWithItems } from './order-item';
export { numberLines } from './order-item';
export { getOrder } from './order-repository';
export { countOrders, linesOfOrders, ordersSince, queryOrders, type AdminOrderQuery } from './order-list-repository';
/** A line's choices and made-to-order ship date as text ("Size 7, Engraving: Luna"), as its mails and the orders CSV show them. */
export { lineDetails } from './mail/order-lines';
export { toOrderDto, toShipmentDto } from './to-order-dto';
/** Parcels: ship the lines that are ready, mark a made-to-order line made (shipments/). */
export { markLineMade, shipLines } from './shipments/ship-lines';
export { toFulfilment } from './to-fulfilment';
export { releaseExpiredReservations } from './release-expired';
export { createPaymentIntent } from './pay/start-payment';
export { confirmSandboxPayment } from './pay/confirm-sandbox-payment';
export { applyPaymentEvent } from './transitions/apply-payment-event';
export { changeOrderStatus, type StatusChange } from './transitions/change-order-status';
export { isRefundable } from './transitions/fulfilment-service';
/** Refunds by the line (issue 45): made here, shown on the admin order, taken off sales and the CSV. */
export { refundLines, type LineRefund } from './transitions/refund-lines-service';
export { standingRefunds, toAdminRefund } from './refund-record';
/** Published to quotes: a paid quote's order, written in the quote's own transaction, its settled balance, the mails' money and tax labels, and the order's address in /admin. */
export { adminOrderUrl } from './mail/order-mails';
export { paidQuoteOrderWrites, settleQuoteBalanceWrite, type QuoteForOrder } from './quote-order';
export { rememberPayment } from './transitions/payment-lookup-repository';
export { mailMoney, mailTaxLabel } from './mail/mail-format';
/** The checkout reminder's job (issue 47). */
export { REMINDER_MAX_AGE_DAYS, reminderMailKey, remindUnfinishedCheckouts } from './remind-unfinished-checkouts';
/** The review-request job's run: each delivered order mails its buyer a signed link per piece (reviews/). */
export { requestReviews } from './reviews/request-reviews';
