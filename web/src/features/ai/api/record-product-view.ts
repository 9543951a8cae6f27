import { api } from '@/lib/api-client';
import { aiApiPath } from '@/lib/api-paths/ai-path';

/** The view beacon behind the "viewed N times in the last hour" count. */
export const recordProductView = (productId: number) => api.post<void>(aiApiPath('aiProductView'), { productId });
