import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDiscountCode, DiscountCodeDto } from '@crystal/shared/schemas/discount-code';
import { adminApi } from './admin-request';
import { adminApiPath } from './admin-path';

export const discountCodesQuery = () =>
  queryOptions({
    queryKey: [adminApiPath('adminListDiscountCodes')],
    queryFn: ({ signal }) => adminApi.get<{ codes: DiscountCodeDto[] }>(adminApiPath('adminListDiscountCodes'), signal),
    staleTime: 0,
  });

export const useDiscountCodes = () => useQuery(discountCodesQuery());

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDiscountCode) => adminApi.post<DiscountCodeDto>(adminApiPath('adminCreateDiscountCode'), input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: discountCodesQuery().queryKey }),
  });
}

export function usePauseDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, paused }: { code: string; paused: boolean }) =>
      adminApi.patch<DiscountCodeDto>(adminApiPath('adminUpdateDiscountCode', { code }), { paused }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: discountCodesQuery().queryKey }),
  });
}
