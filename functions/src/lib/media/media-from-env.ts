import * as z from 'zod';
import { readEnv } from '../env';
import { localMediaStore } from './local-media-store';
import { s3MediaStore } from './s3-media-store';
import type { MediaStore } from './media-store';

const env = readEnv({
  MEDIA_BUCKET: z.string().optional(),
  MEDIA_DIR: z.string().default('.data/media'),
  MEDIA_PUBLIC_BASE: z.string().default('/media'),
});

/** Chosen by configuration: a bucket name means S3, otherwise the local folder. */
export const mediaStore: MediaStore = env.MEDIA_BUCKET
  ? s3MediaStore(env.MEDIA_BUCKET, env.MEDIA_PUBLIC_BASE)
  : localMediaStore(env.MEDIA_DIR, env.MEDIA_PUBLIC_BASE);
