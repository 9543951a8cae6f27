/** Published to orders: the order opened from its signed email link (no session). */
export { orderByLink } from '../order-link-service';
