import { randomUUID } from 'node:crypto';
import type { PresignUpload, PresignedUpload } from '@crystal/shared/schemas/admin-product';
import type { AdminIdentity } from '../lib/http/parse-request';
import { recordAudit } from '../audit-log';
import { uploadSigner } from './uploads/upload-signer-from-env';

const EXTENSIONS: Record<PresignUpload['contentType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/**
 * A one-off upload address for a product photo, into the private originals (the key is ours, never the
 * file name's). The client then asks the image function to process `key`.
 */
export async function presignProductImage(admin: AdminIdentity, input: PresignUpload): Promise<PresignedUpload> {
  const key = `${randomUUID()}.${EXTENSIONS[input.contentType]}`;
  const target = await uploadSigner.presignPut(key, input.contentType, input.size);
  await recordAudit(admin, { action: 'media.presign', target: key, detail: `${input.fileName} (${input.size} bytes)` });
  return { uploadUrl: target.url, method: 'PUT', headers: target.headers, key, expiresAt: target.expiresAt };
}
