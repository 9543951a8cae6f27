import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

/** The view beacon behind the "viewed N times in the last hour" count. */
export const recordProductView = (productId: number) => api.post<void>(apiPath('aiProductView'), { productId });
