/**
 * The routes a shopper's browser calls: every feature's routes but the artisan's dashboard and the
 * payment provider's webhooks. The storefront builds its request paths from this list, so the
 * dashboard's routes stay out of the shop's first load; the route table adds those two to it.
 */
import { aiRoutes } from './ai-routes';
import { cartRoutes } from './cart-routes';
import { catalogRoutes } from './catalog-routes';
import { contactRoutes } from './contact-routes';
import { newsletterRoutes } from './newsletter-routes';
import { ordersRoutes } from './orders-routes';
import { paymentsRoutes } from './payments-routes';
import { wishlistRoutes } from './wishlist-routes';
import { quotesRoutes } from './quotes-routes';
import { reviewsRoutes } from './reviews-routes';

export const SHOPPER_ROUTES = [...catalogRoutes, ...wishlistRoutes, ...contactRoutes, ...newsletterRoutes, ...aiRoutes, ...cartRoutes, ...ordersRoutes, ...paymentsRoutes, ...quotesRoutes, ...reviewsRoutes] as const;
export type ShopperRoute = (typeof SHOPPER_ROUTES)[number];
