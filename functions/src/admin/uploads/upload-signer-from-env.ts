import * as z from 'zod';
import { readEnv } from '../../lib/env';
import { localUploadSigner } from './local-upload-signer';
import { s3UploadSigner } from './s3-upload-signer';
import type { UploadSigner } from './upload-signer';

const env = readEnv({
  MEDIA_BUCKET: z.string().optional(),
  LOCAL_DATA_DIR: z.string().default('.data'),
});

/** Chosen by configuration, like the media store: a bucket means S3, otherwise the local server. */
export const uploadSigner: UploadSigner = env.MEDIA_BUCKET ? s3UploadSigner(env.MEDIA_BUCKET) : localUploadSigner(env.LOCAL_DATA_DIR);
