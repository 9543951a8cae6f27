import type { MediaStore } from '../lib/media/media-store';
import type { ProcessedImage } from './process-image';
import { putImageRecord, type ImageRecord } from './image-repository';

/**
 * Stores every variant under `img/<id>/`, and only then records the image: a run that fails part-way
 * leaves no record, so no product can refer to a half-processed image.
 */
export async function storeProcessedImage(media: MediaStore, id: string, processed: ProcessedImage): Promise<ImageRecord> {
  for (const file of processed.files) await media.put(`img/${id}/${file.name}`, file.body, file.contentType);
  const record: ImageRecord = {
    id,
    base: media.urlFor(`img/${id}`),
    width: processed.width,
    height: processed.height,
    widths: processed.widths,
    placeholder: processed.placeholder,
    createdAt: new Date().toISOString(),
  };
  await putImageRecord(record);
  return record;
}
