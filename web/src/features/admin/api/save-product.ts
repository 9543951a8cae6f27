import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductInput } from '@crystal/shared/schemas/admin-product';
import { adminApi } from './admin-request';
import { adminProductQuery } from './get-product';
import { adminProductsQuery } from './get-products';
import { overviewQuery } from './get-overview';
import { adminApiPath } from './admin-path';

export const saveProduct = (id: number | undefined, input: ProductInput) =>
  id === undefined
    ? adminApi.post<AdminProduct>(adminApiPath('adminCreateProduct'), input)
    : adminApi.put<AdminProduct>(adminApiPath('adminUpdateProduct', { id }), input);

export function useSaveProduct(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => saveProduct(id, input),
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductQuery(product.id).queryKey, product);
      void queryClient.invalidateQueries({ queryKey: adminProductsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: overviewQuery().queryKey });
    },
  });
}
