/**
 * The image pipeline: originals in, variants out, and their records.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { getImageRecords, type ImageRecord } from './image-repository';
export { type ProcessedImage, processImage } from './process-image';
export { storeProcessedImage } from './store-processed-image';
