import { aiRoutes } from '@crystal/shared/routes/ai-routes';
import { pathBuilder } from '@/lib/api-path';

/** The AI guide's request paths, built from the route table (lib/api-path.ts); they load with the pages that call them. */
export const aiApiPath = pathBuilder(aiRoutes);
