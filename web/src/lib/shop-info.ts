import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicShopInfo } from '@crystal/shared/schemas/shop-settings';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '@crystal/shared/shop-facts/default-shop-settings';
import { api } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';

export const getShopInfo = (signal?: AbortSignal) => api.get<PublicShopInfo>(apiPath('shopInfo'), { signal });

/** The shop's public settings: where it charges provincial tax (the checkout's preview), its details, its return window. */
export const shopInfoQuery = () =>
  queryOptions({ queryKey: [apiPath('shopInfo')], queryFn: ({ signal }) => getShopInfo(signal), staleTime: 5 * 60_000 });

export const useShopInfo = () => useQuery(shopInfoQuery());

/**
 * The shop's details for the pages that state them: the defaults at once (so the page renders with no spinner),
 * the saved settings as soon as they load. A failed request keeps the defaults, and so does each field an
 * answer lacks (an API from before the field existed): a page never states a claim from a missing setting.
 */
export function useShopDetails(): PublicShopInfo {
  const data = useShopInfo().data;
  return data && typeof data === 'object' && !Array.isArray(data) ? { ...DEFAULT_PUBLIC_SHOP_SETTINGS, ...data } : DEFAULT_PUBLIC_SHOP_SETTINGS;
}
