import { useMutation } from '@tanstack/react-query';
import type { PresignedUpload } from '@crystal/shared/schemas/admin-product';
import type { ProductImage } from '@crystal/shared/images/image-urls';
import { ApiError } from '@/lib/api-client';
import { adminApiPath } from './admin-path';
import { adminApi } from './admin-request';

export type UploadedImage = Omit<ProductImage, 'alt'>;

/**
 * Asks for a presigned upload address, PUTs the file straight to it (S3, or the local server), then has
 * the image function process it: the answer is the processed image (its variants, size, placeholder).
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const target = await adminApi.post<PresignedUpload>(adminApiPath('adminPresignUpload'), {
    fileName: file.name.slice(0, 120) || 'image',
    contentType: file.type,
    size: file.size,
  });
  const res = await fetch(target.uploadUrl, { method: target.method, headers: target.headers, body: file });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return adminApi.post<UploadedImage>(adminApiPath('adminProcessImage'), { key: target.key });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
