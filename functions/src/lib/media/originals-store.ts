import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { once } from '../once';

/**
 * Uploaded originals: private, never served. In AWS under `originals/` in the media bucket (CloudFront
 * serves only `media/`); offline in `<data dir>/originals/`. Only the image pipeline reads them.
 */
export type OriginalsStore = { get(key: string, maxBytes: number): Promise<Buffer | 'missing' | 'too-large'> };

export const ORIGINALS_PREFIX = 'originals/';

export function localOriginalsStore(dataDir: string): OriginalsStore {
  const root = path.resolve(dataDir, 'originals');
  return {
    async get(key, maxBytes) {
      const file = path.resolve(root, key);
      if (!file.startsWith(root + path.sep)) return 'missing';
      const body = await readFile(file).catch(() => undefined);
      if (!body) return 'missing';
      return body.length > maxBytes ? 'too-large' : body;
    },
  };
}

export function s3OriginalsStore(bucket: string, client?: S3Client): OriginalsStore {
  const s3 = once(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    return { client: client ?? new sdk.S3Client({}), GetObjectCommand: sdk.GetObjectCommand };
  });
  return {
    async get(key, maxBytes) {
      const { client, GetObjectCommand } = await s3();
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${ORIGINALS_PREFIX}${key}` }));
        if ((out.ContentLength ?? 0) > maxBytes) return 'too-large';
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (e) {
        if ((e as { name?: string }).name === 'NoSuchKey') return 'missing';
        throw e;
      }
    },
  };
}
