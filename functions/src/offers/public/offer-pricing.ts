/** Published to orders: the live session offer's discount. */
export { activeOfferDiscount } from '../offer-pricing';
