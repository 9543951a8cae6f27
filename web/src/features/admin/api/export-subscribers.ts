import { useMutation } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { adminApiPath } from './admin-path';

/** Downloads the newsletter CSV (the API sets the file name; the browser saves a blob). */
export async function exportSubscribers(): Promise<void> {
  const csv = await adminRequest<string>('GET', adminApiPath('adminExportSubscribers'));
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportSubscribers = () => useMutation({ mutationFn: exportSubscribers });
