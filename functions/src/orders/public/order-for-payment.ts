/** Published to payments: the session's order, checked payable before a payment starts. */
export { findOrderForSession, payableOrder } from '../order-service';
