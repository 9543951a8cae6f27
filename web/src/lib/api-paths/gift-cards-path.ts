import { giftCardsRoutes } from '@crystal/shared/routes/gift-cards-routes';
import { pathBuilder } from '@/lib/api-path';

/** The gift cards' request paths (the balance of a code), built from the route table (lib/api-path.ts); they load with the pages that call them. */
export const giftCardsApiPath = pathBuilder(giftCardsRoutes);
