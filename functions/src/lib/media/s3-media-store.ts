import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store';

/** Media in the S3 media bucket, served by CloudFront under /media/. */
export function s3MediaStore(bucket: string, publicBase = '/media', client = new S3Client({})): MediaStore {
  return {
    urlFor: (key) => `${publicBase}/${key}`,
    async put(key, body, contentType) {
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
