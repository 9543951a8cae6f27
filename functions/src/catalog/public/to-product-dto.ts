/** Published to other features: the one product DTO. */
export { toProductDto } from '../to-product-dto';
