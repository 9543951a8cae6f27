import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { processImage, type ProcessedImage } from '../../functions/src/images/process-image';
import { storeProcessedImage } from '../../functions/src/images/store-processed-image';
import type { ImageRecord } from '../../functions/src/images/image-repository';
import type { MediaStore } from '../../functions/src/lib/media/media-store';

/**
 * Seed art goes through the same pipeline as an artisan's photo (no unprocessed image is ever served).
 * The 800 px SVG art is rasterised here (trusted code: uploads never accept SVG) and made at the small
 * widths it can fill. Processing is cached by content across data folders, so tests and e2e runs that
 * seed fresh tables copy the variants instead of re-encoding them.
 */
const SEED_WIDTHS = [320, 640] as const;
const PIPELINE_VERSION = 'v1';
const CACHE_DIR = process.env.SEED_IMAGE_CACHE ?? path.resolve('node_modules/.cache/crystal-seed-images');

type CachedMeta = Omit<ProcessedImage, 'files'> & { files: { name: string; contentType: string }[] };

async function fromCache(dir: string): Promise<ProcessedImage | undefined> {
  const meta = await readFile(path.join(dir, 'meta.json'), 'utf8').catch(() => undefined);
  if (!meta) return undefined;
  const parsed = JSON.parse(meta) as CachedMeta;
  const files = await Promise.all(parsed.files.map(async (f) => ({ ...f, body: await readFile(path.join(dir, f.name)) })));
  return { ...parsed, files };
}

async function toCache(dir: string, processed: ProcessedImage): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const f of processed.files) await writeFile(path.join(dir, f.name), f.body);
  const meta: CachedMeta = { ...processed, files: processed.files.map(({ name, contentType }) => ({ name, contentType })) };
  // meta.json last: a cache entry without it is ignored and made again.
  await writeFile(path.join(dir, 'meta.json'), JSON.stringify(meta));
}

/** Processes (or reuses) one piece of seed art and records it like an upload; answers the image record. */
export async function seedImage(media: MediaStore, svg: string): Promise<ImageRecord> {
  const hash = createHash('sha256').update(`${PIPELINE_VERSION}\n${svg}`).digest('hex').slice(0, 24);
  const id = `seed-${hash}`;
  const dir = path.join(CACHE_DIR, hash);
  let processed = await fromCache(dir);
  if (!processed) {
    const png = await sharp(Buffer.from(svg)).resize({ width: SEED_WIDTHS[SEED_WIDTHS.length - 1] }).png().toBuffer();
    processed = await processImage(png, { widths: SEED_WIDTHS });
    await toCache(dir, processed);
  }
  return storeProcessedImage(media, id, processed);
}

/** How many entries the cache holds (for the seed's log line). */
export async function seedImageCacheSize(): Promise<number> {
  return (await readdir(CACHE_DIR).catch(() => [])).length;
}
