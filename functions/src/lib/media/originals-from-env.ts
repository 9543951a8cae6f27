import * as z from '@crystal/shared/zod';
import { readEnv } from '../env';
import { localOriginalsStore, s3OriginalsStore, type OriginalsStore } from './originals-store';

const env = readEnv({
  MEDIA_BUCKET: z.optional(z.string()),
  LOCAL_DATA_DIR: z._default(z.string(), '.data'),
});

/** Like the media store: a bucket name means S3, otherwise the local data folder. */
export const originalsStore: OriginalsStore = env.MEDIA_BUCKET
  ? s3OriginalsStore(env.MEDIA_BUCKET)
  : localOriginalsStore(env.LOCAL_DATA_DIR);
