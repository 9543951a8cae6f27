/** Published to orders: the live session offer's discount. */
export { activeOfferDiscount, type OfferLine } from '../offer-pricing';
