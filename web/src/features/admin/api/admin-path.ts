import { adminRoutes } from '@crystal/shared/routes/admin-routes';
import { adminQuotesRoutes } from '@crystal/shared/routes/quotes-routes';
import { adminReviewsRoutes } from '@crystal/shared/routes/reviews-routes';
import { adminCampaignsRoutes, campaignDraftRoutes } from '@crystal/shared/routes/campaigns-routes';
import { pathBuilder } from '@/lib/api-path';

/** The dashboard's request paths, built from the admin routes, which load with the dashboard (not the shop). */
export const adminApiPath = pathBuilder([...adminRoutes, ...adminQuotesRoutes, ...adminReviewsRoutes, ...adminCampaignsRoutes, ...campaignDraftRoutes]);
