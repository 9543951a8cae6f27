import { randomUUID } from 'node:crypto';
import { putImageRecord, type ImageRecord } from './image-repository';

/** A recorded (processed) image for tests that need a product with images, without running sharp. */
export async function makeImageRecord(id = randomUUID()): Promise<ImageRecord> {
  const record: ImageRecord = {
    id,
    base: `/media/img/${id}`,
    width: 1600,
    height: 1200,
    widths: [320, 640, 960, 1280],
    placeholder: 'data:image/webp;base64,UklGRg==',
    createdAt: new Date().toISOString(),
  };
  await putImageRecord(record);
  return record;
}
