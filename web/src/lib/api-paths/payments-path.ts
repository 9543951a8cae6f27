import { paymentsRoutes } from '@crystal/shared/routes/payments-routes';
import { pathBuilder } from '@/lib/api-path';

/** The card payments' request paths, built from the route table (lib/api-path.ts); they load with the pages that call them. */
export const paymentsApiPath = pathBuilder(paymentsRoutes);
