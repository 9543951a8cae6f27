import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicShopSettings } from '@crystal/shared/schemas/shop-settings';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getShopInfo = (signal?: AbortSignal) => api.get<PublicShopSettings>(apiPath('shopInfo'), { signal });

/** The shop's public settings: where it charges provincial tax (the checkout's preview), its details. */
export const shopInfoQuery = () =>
  queryOptions({ queryKey: [apiPath('shopInfo')], queryFn: ({ signal }) => getShopInfo(signal), staleTime: 5 * 60_000 });

export const useShopInfo = () => useQuery(shopInfoQuery());
