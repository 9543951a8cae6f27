import { newsletterRoutes } from '@crystal/shared/routes/newsletter-routes';
import { pathBuilder } from '@/lib/api-path';

/** The newsletter's and back-in-stock alerts' request paths, from its routes in the route table; they load with the pages that call them. */
export const newsletterApiPath = pathBuilder(newsletterRoutes);
