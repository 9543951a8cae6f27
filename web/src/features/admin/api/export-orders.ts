import { useMutation } from '@tanstack/react-query';
import { withQuery } from '@/lib/api-path';
import { adminApiPath } from './admin-path';
import { adminRequest } from './admin-request';

export type OrdersRange = { from: string; to: string };

/** Downloads the orders CSV of a date range for the bookkeeper (the browser saves a blob). */
export async function exportOrders(range: OrdersRange): Promise<void> {
  const csv = await adminRequest<string>('GET', withQuery(adminApiPath('adminExportOrders'), range));
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${range.from}-to-${range.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportOrders = () => useMutation({ mutationFn: exportOrders });
