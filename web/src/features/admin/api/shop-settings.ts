import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { apiPath } from '@/lib/api-path';
import { shopInfoQuery } from '@/lib/shop-info';
import { adminApi } from './admin-request';

export const shopSettingsQuery = () =>
  queryOptions({ queryKey: [apiPath('adminGetSettings')], queryFn: ({ signal }) => adminApi.get<ShopSettings>(apiPath('adminGetSettings'), signal) });

export const useShopSettings = () => useQuery(shopSettingsQuery());

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopSettings) => adminApi.put<ShopSettings>(apiPath('adminUpdateSettings'), settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopSettingsQuery().queryKey, saved);
      // The storefront's copy (checkout, policy pages) reads the new settings on its next use.
      void queryClient.invalidateQueries({ queryKey: shopInfoQuery().queryKey });
    },
  });
}
