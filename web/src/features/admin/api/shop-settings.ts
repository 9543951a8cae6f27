import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { adminApi } from './admin-request';

export const shopSettingsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/settings'], queryFn: ({ signal }) => adminApi.get<ShopSettings>('/api/admin/settings', signal) });

export const useShopSettings = () => useQuery(shopSettingsQuery());

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopSettings) => adminApi.put<ShopSettings>('/api/admin/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(shopSettingsQuery().queryKey, saved),
  });
}
