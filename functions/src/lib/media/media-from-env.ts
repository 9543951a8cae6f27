import * as z from '@crystal/shared/zod';
import { readEnv } from '../env';
import { localMediaStore } from './local-media-store';
import { s3MediaStore } from './s3-media-store';
import type { MediaStore } from './media-store';

const env = readEnv({
  MEDIA_BUCKET: z.optional(z.string()),
  MEDIA_DIR: z._default(z.string(), '.data/media'),
  MEDIA_PUBLIC_BASE: z._default(z.string(), '/media'),
});

/** Chosen by configuration: a bucket name means S3, otherwise the local folder. */
export const mediaStore: MediaStore = env.MEDIA_BUCKET
  ? s3MediaStore(env.MEDIA_BUCKET, env.MEDIA_PUBLIC_BASE)
  : localMediaStore(env.MEDIA_DIR, env.MEDIA_PUBLIC_BASE);
