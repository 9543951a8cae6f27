import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductInsights } from '@crystal/shared/schemas/ai';
import { api } from '@/lib/api-client';
import { aiApiPath } from '@/lib/api-paths/ai-path';

export type UserBehavior = { timeViewing: number; interactions: number; previousPurchases: number };

export const getProductInsights = (productId: number, userBehavior: UserBehavior) =>
  api.post<ProductInsights>(aiApiPath('aiProductInsights'), { productId, userBehavior, timestamp: Date.now() });

/** Asked once per product view, after more than 15 s of viewing (the caller enables it). */
export const productInsightsQuery = (productId: number, behaviour: () => UserBehavior, enabled: boolean) =>
  queryOptions({
    queryKey: [aiApiPath('aiProductInsights'), productId],
    queryFn: () => getProductInsights(productId, behaviour()),
    enabled,
    staleTime: Infinity,
  });

export const useProductInsights = (productId: number, behaviour: () => UserBehavior, enabled: boolean) =>
  useQuery(productInsightsQuery(productId, behaviour, enabled));
