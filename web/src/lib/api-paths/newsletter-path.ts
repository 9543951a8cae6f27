import { newsletterRoutes } from '@crystal/shared/routes/newsletter-routes';
import { pathBuilder } from '@/lib/api-path';

/** The newsletter's and the back-in-stock alerts' request paths, built from the route table (lib/api-path.ts); they load with the pages that call them. */
export const newsletterApiPath = pathBuilder(newsletterRoutes);
