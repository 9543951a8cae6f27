import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store';
import { once } from '../once';

/**
 * Media in the S3 media bucket, served by CloudFront under /media/. The S3 SDK module loads on the first
 * put, not at import (~50 ms of cold start in functions that store media only on some requests).
 */
export function s3MediaStore(bucket: string, publicBase = '/media', client?: S3Client): MediaStore {
  const s3 = once(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    return { client: client ?? new sdk.S3Client({}), PutObjectCommand: sdk.PutObjectCommand };
  });
  return {
    urlFor: (key) => `${publicBase}/${key}`,
    async put(key, body, contentType) {
      const { client, PutObjectCommand } = await s3();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `media/${key}`,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${publicBase}/${key}`;
    },
  };
}
