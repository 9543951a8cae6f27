/** Published to orders: the session's cart lines with their products, as the order prices them. */
export { loadCart, type PricedLine } from '../cart-service';
