import { ordersRoutes } from '@crystal/shared/routes/orders-routes';
import { pathBuilder } from '@/lib/api-path';

/** Orders' request paths, from its routes in the route table; they load with the pages that call them. */
export const ordersApiPath = pathBuilder(ordersRoutes);
