import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_URL_TTL_SECONDS, type UploadSigner } from './upload-signer';

/**
 * Presigned S3 PUT into the media bucket (under media/, which CloudFront serves at /media/). Content
 * type and length are signed, so S3 refuses a different type or size than the one validated.
 */
export function s3UploadSigner(bucket: string, client = new S3Client({})): UploadSigner {
  return {
    async presignPut(key, contentType, size) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: `media/${key}`,
        ContentType: contentType,
        ContentLength: size,
        CacheControl: 'public, max-age=31536000, immutable',
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return {
        url,
        headers: { 'content-type': contentType },
        expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
      };
    },
  };
}
