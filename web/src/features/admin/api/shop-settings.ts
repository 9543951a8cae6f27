import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { adminApiPath } from './admin-path';
import { shopInfoQuery } from '@/lib/shop-info';
import { adminApi } from './admin-request';

export const shopSettingsQuery = () =>
  queryOptions({ queryKey: [adminApiPath('adminGetSettings')], queryFn: ({ signal }) => adminApi.get<ShopSettings>(adminApiPath('adminGetSettings'), signal) });

export const useShopSettings = () => useQuery(shopSettingsQuery());

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopSettings) => adminApi.put<ShopSettings>(adminApiPath('adminUpdateSettings'), settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopSettingsQuery().queryKey, saved);
      // The storefront's copy (checkout, policy pages) reads the new settings on its next use.
      void queryClient.invalidateQueries({ queryKey: shopInfoQuery().queryKey });
    },
  });
}
