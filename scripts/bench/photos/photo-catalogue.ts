import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@crystal/shared/images/image-urls';
import { fmt, median, ROOT, type Figure } from '../lib/report';
import { generatePhotos } from './generate-photos';

const LAMBDA_MB = 1024;
/** What a 390 px wide phone at 3x picks from the srcsets: the main image at 100vw, a card at 48vw. */
const PHONE = { width: 390, dpr: 3 };
const pick = (cssPx: number) => IMAGE_WIDTHS.find((w) => w >= cssPx * PHONE.dpr) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/**
 * `bench:web --photos`: replaces the running bench shop's catalogue with phone photos, processed by the
 * real pipeline in a fresh process (as the image Lambda would), and returns the pipeline's figures.
 * The shop's own tables and media folder are the bench's temporary ones; the seed stays the default shop.
 */
export async function switchToPhotoCatalogue(limit?: number): Promise<{ figures: Figure[]; notes: string[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crystal-photos-'));
  try {
    console.log('bench:web --photos - generating 4032x3024 phone photos with GPS EXIF...');
    const photos = await generatePhotos(dir, limit);
    console.log(`bench:web --photos - processing ${photos.files.length} photos through the image pipeline (one process)...`);
    const child = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(ROOT, 'scripts/bench/photos/photo-catalogue-child.ts'), JSON.stringify(photos.files)],
      { env: process.env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    if (child.status !== 0) throw new Error(`photo pipeline failed: ${child.stderr.slice(-2000)}`);
    const result = JSON.parse(child.stdout.trim().split('\n').pop()!) as { ms: number[]; maxRssMb: number; startRssMb: number };
    const mediaDir = process.env.MEDIA_DIR!;
    const imageDirs = readdirSync(path.join(mediaDir, 'img')).sort();
    const sizes = (name: string) =>
      photos.files.map((f) => {
        const dirs = imageDirs.filter((d) => d.startsWith(`photo-${f.productId}-`));
        return statSync(path.join(mediaDir, 'img', dirs[dirs.length - 1]!, name)).size;
      });
    const main = sizes(`${pick(PHONE.width)}.avif`);
    const card = sizes(`${pick(PHONE.width * 0.48)}.avif`);
    const mb = photos.files.map((f) => f.bytes / 1024 / 1024);
    const figures: Figure[] = [
      { name: 'photos: source JPEG (4032x3024, GPS EXIF)', value: `${photos.files.length} x ${fmt(median(mb), 1)} MB median`, target: 'info' },
      { name: 'photos: processing time per 12 MP photo', value: `${fmt(median(result.ms), 0)} ms median, ${fmt(Math.max(...result.ms), 0)} ms max`, target: 'info' },
      { name: 'photos: pipeline peak memory (RSS)', value: `${fmt(result.maxRssMb, 0)} MB`, target: `<= ${LAMBDA_MB} MB`, pass: result.maxRssMb <= LAMBDA_MB },
      { name: `photos: phone main image (${pick(PHONE.width)}.avif)`, value: `${fmt(Math.max(...main) / 1024, 0)} kB max`, target: '<= 250 kB', pass: Math.max(...main) <= 250 * 1024 },
      { name: `photos: phone card image (${pick(PHONE.width * 0.48)}.avif)`, value: `${fmt(Math.max(...card) / 1024, 0)} kB max`, target: '<= 80 kB', pass: Math.max(...card) <= 80 * 1024 },
    ];
    const notes = [
      `photo pipeline: ${photos.files.length} photos in one fresh Node process (sharp concurrency 1), peak RSS ${fmt(result.maxRssMb, 0)} MB (${fmt(result.startRssMb, 0)} MB before the first photo)`,
      `phone figures: a ${PHONE.width} px screen at ${PHONE.dpr}x picks the smallest srcset width >= layout px x ${PHONE.dpr} (main image sizes 100vw, cards 48vw)`,
    ];
    return { figures, notes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
