import { api } from '@/lib/api-client';

/** The view beacon behind the "viewed N times in the last hour" count. */
export const recordProductView = (productId: number) => api.post<void>('/api/ai/product-view', { productId });
