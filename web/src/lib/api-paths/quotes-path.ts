import { quotesRoutes } from '@crystal/shared/routes/quotes-routes';
import { pathBuilder } from '@/lib/api-path';

/** A quote's (through its signed link) request paths, from its routes in the route table; they load with the pages that call them. */
export const quotesApiPath = pathBuilder(quotesRoutes);
