import { reviewsRoutes } from '@crystal/shared/routes/reviews-routes';
import { pathBuilder } from '@/lib/api-path';

/** The reviews' request paths (post through a signed link, a piece's published reviews), built from the route table. */
export const reviewsApiPath = pathBuilder(reviewsRoutes);
