import * as z from '@crystal/shared/zod';
import { readEnv } from '../../lib/env';
import { localUploadSigner } from './local-upload-signer';
import { s3UploadSigner } from './s3-upload-signer';
import type { UploadSigner } from './upload-signer';

const env = readEnv({
  MEDIA_BUCKET: z.optional(z.string()),
  LOCAL_DATA_DIR: z._default(z.string(), '.data'),
});

/** Chosen by configuration, like the media store: a bucket means S3, otherwise the local server. */
export const uploadSigner: UploadSigner = env.MEDIA_BUCKET ? s3UploadSigner(env.MEDIA_BUCKET) : localUploadSigner(env.LOCAL_DATA_DIR);
