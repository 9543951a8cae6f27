import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, median, ROOT, type Figure } from '../lib/report';
import { generatePhotos } from './generate-photos';

const LAMBDA_MB = 1024;

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
    const mb = photos.files.map((f) => f.bytes / 1024 / 1024);
    const figures: Figure[] = [
      { name: 'photos: source JPEG (4032x3024, GPS EXIF)', value: `${photos.files.length} x ${fmt(median(mb), 1)} MB median`, target: 'info' },
      { name: 'photos: processing time per 12 MP photo', value: `${fmt(median(result.ms), 0)} ms median, ${fmt(Math.max(...result.ms), 0)} ms max`, target: 'info' },
      { name: 'photos: pipeline peak memory (RSS)', value: `${fmt(result.maxRssMb, 0)} MB`, target: `<= ${LAMBDA_MB} MB`, pass: result.maxRssMb <= LAMBDA_MB },
    ];
    const notes = [
      `photo pipeline: ${photos.files.length} photos in one fresh Node process (sharp concurrency 1), peak RSS ${fmt(result.maxRssMb, 0)} MB (${fmt(result.startRssMb, 0)} MB before the first photo)`,
    ];
    return { figures, notes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
