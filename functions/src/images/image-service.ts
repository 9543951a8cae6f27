import { UPLOAD_RULES } from '@crystal/shared/images/upload-rules';
import type { ProcessImageRequest } from '@crystal/shared/images/product-image';
import { conflict, notFound } from '../lib/errors';
import type { AdminIdentity } from '../lib/http/parse-request';
import { mediaStore } from '../lib/media/media-from-env';
import { originalsStore } from '../lib/media/originals-from-env';
import { recordAudit } from '../audit-log';
import { imageInputErrors } from './image-input-errors';
import { getImageRecords, type ImageRecord } from './image-repository';
import { processImage } from './process-image';
import { storeProcessedImage } from './store-processed-image';

/** Runs an uploaded original through the pipeline; answers the recorded image a product may now use. */
export async function processUploadedImage(admin: AdminIdentity, input: ProcessImageRequest): Promise<ImageRecord> {
  const original = await originalsStore.get(input.key, UPLOAD_RULES.maxBytes);
  if (original === 'missing') throw notFound('Uploaded image');
  if (original === 'too-large') throw imageInputErrors.tooLarge();
  const id = input.key.slice(0, input.key.indexOf('.'));
  // Served files are immutable: an upload already processed is never processed again over them.
  if ((await getImageRecords([id])).has(id)) throw conflict('This upload was already processed: upload the photo again');
  const started = Date.now();
  const processed = await processImage(original);
  const record = await storeProcessedImage(mediaStore, id, processed);
  await recordAudit(admin, {
    action: 'media.process',
    target: record.base,
    detail: `${processed.width}x${processed.height}, ${processed.files.length} files in ${Date.now() - started} ms`,
  });
  return record;
}
