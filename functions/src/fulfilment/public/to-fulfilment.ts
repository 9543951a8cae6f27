/** Published to orders and admin: an order's fulfilment fields as the API gives them. */
export { toFulfilment } from '../to-fulfilment';
