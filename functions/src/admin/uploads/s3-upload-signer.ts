import type { S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_URL_TTL_SECONDS, type UploadSigner } from './upload-signer';
import { once } from '../../lib/once';
import { ORIGINALS_PREFIX } from '../../lib/media/originals-store';

/**
 * Presigned S3 PUT into the media bucket's private originals/ (CloudFront serves only media/). Content
 * type and length are signed, so S3 refuses a different type or size than the one validated.
 * The S3 SDK and presigner modules load on the first upload, not at import (admin's cold start).
 */
export function s3UploadSigner(bucket: string, client?: S3Client): UploadSigner {
  const sdk = once(async () => {
    const [s3, presigner] = await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/s3-request-presigner'),
    ]);
    return {
      client: client ?? new s3.S3Client({}),
      PutObjectCommand: s3.PutObjectCommand,
      getSignedUrl: presigner.getSignedUrl,
    };
  });
  return {
    async presignPut(key, contentType, size) {
      const { client, PutObjectCommand, getSignedUrl } = await sdk();
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: `${ORIGINALS_PREFIX}${key}`,
        ContentType: contentType,
        ContentLength: size,
        // One upload per key: S3 refuses a second PUT to a live URL (412), so a processed original stays as it was.
        IfNoneMatch: '*',
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
        signableHeaders: new Set(['content-type', 'content-length', 'if-none-match']),
      });
      return {
        url,
        headers: { 'content-type': contentType, 'if-none-match': '*' },
        expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
      };
    },
  };
}
