import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store';

/**
 * Media in the S3 media bucket, served by CloudFront under /media/. The S3 SDK module loads on the first
 * put, not at import (~50 ms of cold start in functions that store media only on some requests).
 */
export function s3MediaStore(bucket: string, publicBase = '/media', client?: S3Client): MediaStore {
  const load = async () => {
    const sdk = await import('@aws-sdk/client-s3');
    return { client: client ?? new sdk.S3Client({}), PutObjectCommand: sdk.PutObjectCommand };
  };
  let s3: ReturnType<typeof load> | undefined;
  return {
    urlFor: (key) => `${publicBase}/${key}`,
    async put(key, body, contentType) {
      const { client, PutObjectCommand } = await (s3 ??= load());
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
