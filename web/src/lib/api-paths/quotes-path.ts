import { quotesRoutes } from '@crystal/shared/routes/quotes-routes';
import { pathBuilder } from '@/lib/api-path';

/** A quote's request paths (through its signed link), built from the route table (lib/api-path.ts); they load with the pages that call them. */
export const quotesApiPath = pathBuilder(quotesRoutes);
