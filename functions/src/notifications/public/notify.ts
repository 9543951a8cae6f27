/** Published to orders, admin and fulfilment: the order's mails and the artisan's alerts, each sent once. */
export { adminOrderUrl, mailOrderPaid, mailOrderStatus } from '../order-notifications';
export { alertStockLevels } from '../stock-alerts';
