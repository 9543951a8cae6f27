import { ordersRoutes } from '@crystal/shared/routes/orders-routes';
import { pathBuilder } from '@/lib/api-path';

/** The orders' request paths, built from the route table (lib/api-path.ts); they load with the pages that call them. */
export const ordersApiPath = pathBuilder(ordersRoutes);
