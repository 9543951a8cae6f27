import { paymentsRoutes } from '@crystal/shared/routes/payments-routes';
import { pathBuilder } from '@/lib/api-path';

/** Card payments' request paths, from its routes in the route table; they load with the pages that call them. */
export const paymentsApiPath = pathBuilder(paymentsRoutes);
