import { useMutation } from '@tanstack/react-query';
import type { PresignedUpload } from '@crystal/shared/schemas/admin-product';
import { ApiError } from '@/lib/api-client';
import { apiPath } from '@/lib/api-path';
import { adminApi } from './admin-request';

/** Asks for a presigned upload address, then PUTs the file straight to it (S3, or the local server). */
export async function uploadImage(file: File): Promise<string> {
  const target = await adminApi.post<PresignedUpload>(apiPath('adminPresignUpload'), {
    fileName: file.name.slice(0, 120) || 'image',
    contentType: file.type,
    size: file.size,
  });
  const res = await fetch(target.uploadUrl, { method: target.method, headers: target.headers, body: file });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return target.publicUrl;
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
