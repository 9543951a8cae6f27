/** Published to admin: the one order DTO. */
export { toOrderDto } from '../to-order-dto';
