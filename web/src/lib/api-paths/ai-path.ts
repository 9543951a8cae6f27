import { aiRoutes } from '@crystal/shared/routes/ai-routes';
import { pathBuilder } from '@/lib/api-path';

/** The AI guide's request paths, from its routes in the route table; they load with the pages that call them. */
export const aiApiPath = pathBuilder(aiRoutes);
