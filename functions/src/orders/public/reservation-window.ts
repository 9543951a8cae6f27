/** Published to payments: a started payment extends the order's reservation. */
export { extendReservationForPayment } from '../reservation-window';
