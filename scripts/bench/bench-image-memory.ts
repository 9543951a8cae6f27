/**
 * Peak memory of the image pipeline per image, against the image function's memory (issue 33), up to the
 * largest upload the shop accepts (MAX_INPUT_PIXELS, the 25 MB file limit, an 8:1 shape): a 50 MP photo,
 * and 50 MP PNGs (PNG has no shrink-on-load: the whole image is decoded) square, 8:1 wide and 1:3 tall. Each
 * input is made first and written to a file; each case then runs in a child process of its own that reads
 * the file and processes it, so its peak resident set (maxRSS: the runtime, the upload's bytes and the
 * pipeline, as in the Lambda) is that image's alone. Then the two thin PNGs of issue 33 (10,000,000x1 and
 * 1x10,000,000): the time to their 422, whose target is under a second.
 * `npx tsx scripts/bench/bench-image-memory.ts [part of a case's name]` (exits 1 when a case exceeds the
 * function's memory or a thin PNG takes a second or more).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flatPng } from '../../functions/src/images/photo.factory';
import { IMAGE_FUNCTION as IMAGE } from '../../infra/lib/images';

const LIMIT_MB = IMAGE.memorySize ?? 1024;
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

type Case = { name: string; width: number; height: number; kind: 'photo' | 'png' };

const CASES: Case[] = [
  { name: '12 MP phone photo (4032x3024 JPEG)', width: 4032, height: 3024, kind: 'photo' },
  { name: 'panorama at the 8:1 limit (8000x1000 JPEG)', width: 8000, height: 1000, kind: 'photo' },
  { name: '50 MP photo, the largest accepted (8660x5773 JPEG)', width: 8660, height: 5773, kind: 'photo' },
  { name: '50 MP PNG (8660x5773)', width: 8660, height: 5773, kind: 'png' },
  { name: '50 MP PNG at 8:1 wide (20000x2500)', width: 20_000, height: 2500, kind: 'png' },
  { name: '50 MP PNG at 1:3 tall (4082x12246), the tallest accepted', width: 4082, height: 12_246, kind: 'png' },
];


async function makeInput(c: Case, file: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  if (c.kind === 'png') {
    // A studio backdrop: a flat colour with a soft gradient, compressed well under the 25 MB limit.
    const png = await sharp({ create: { width: c.width, height: c.height, channels: 3, background: '#c9b8d8' } }).png({ compressionLevel: 9 }).toBuffer();
    writeFileSync(file, png);
    return;
  }
  const { makePhoto } = await import('../../functions/src/images/photo.factory');
  let photo = await makePhoto({ seed: 'bench', stone: 'amethyst', form: 'necklace', width: c.width, height: c.height });
  // A camera's 50 MP JPEG is under the 25 MB upload limit; so is the bench's.
  for (let quality = 90; photo.length > MAX_UPLOAD_BYTES && quality >= 50; quality -= 10) photo = await sharp(photo).jpeg({ quality }).toBuffer();
  writeFileSync(file, photo);
}

const mode = process.argv[2];
if (mode === '--make') {
  const [width, height, kind, file] = process.argv.slice(3);
  await makeInput({ name: '', width: Number(width), height: Number(height), kind: kind as Case['kind'] }, file!);
} else if (mode === '--one') {
  const file = process.argv[3]!;
  const { processImage } = await import('../../functions/src/images/process-image');
  const input = readFileSync(file);
  const started = Date.now();
  let outcome = 'processed';
  try {
    await processImage(input);
  } catch (e) {
    outcome = `refused: ${(e as Error).message}`;
  }
  console.log(JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024, ms: Date.now() - started, bytes: input.length, outcome }));
} else if (mode === '--thin') {
  const { processImage } = await import('../../functions/src/images/process-image');
  const [width, height] = [Number(process.argv[3]), Number(process.argv[4])];
  const input = flatPng(width, height, 0x60);
  const started = performance.now();
  let outcome = 'processed';
  try {
    await processImage(input);
  } catch (e) {
    const err = e as { kind?: string; message: string };
    outcome = `${err.kind ?? 'error'}: ${err.message}`;
  }
  console.log(JSON.stringify({ ms: Math.round(performance.now() - started), bytes: input.length, outcome }));
} else {
  const tsx = (...args: string[]) => execFileSync('npx', ['tsx', import.meta.filename, ...args], { encoding: 'utf8', maxBuffer: 1 << 20 }).trim().split('\n').at(-1)!;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-image-memory-'));
  let failed = false;
  console.log(`image function memory: ${LIMIT_MB} MB; largest accepted upload: 50 MP, 25 MB, at most 8:1 wide and 1:3 tall`);
  try {
    const only = mode?.toLowerCase();
    for (const c of CASES.filter((x) => !only || x.name.toLowerCase().includes(only))) {
      const file = path.join(dir, `${c.width}x${c.height}.${c.kind === 'png' ? 'png' : 'jpg'}`);
      tsx('--make', String(c.width), String(c.height), c.kind, file);
      const r = JSON.parse(tsx('--one', file)) as { maxRssMb: number; ms: number; bytes: number; outcome: string };
      const share = Math.round((r.maxRssMb / LIMIT_MB) * 100);
      const over = r.maxRssMb > LIMIT_MB;
      failed ||= over || r.outcome !== 'processed';
      const note = over ? '  OVER THE FUNCTION MEMORY' : share >= 85 ? '  LESS THAN 15% HEADROOM' : '';
      console.log(`${c.name}, ${(r.bytes / 1_048_576).toFixed(1)} MB: peak ${Math.round(r.maxRssMb)} MB of ${LIMIT_MB} MB (${share}%), ${r.ms} ms, ${r.outcome}${note}`);
    }
    for (const [width, height] of [[10_000_000, 1], [1, 10_000_000]] as const) {
      const r = JSON.parse(tsx('--thin', String(width), String(height))) as { ms: number; bytes: number; outcome: string };
      const slow = r.ms >= 1000;
      failed ||= slow || !r.outcome.startsWith('UNPROCESSABLE');
      console.log(`thin PNG ${width}x${height} (${(r.bytes / 1024).toFixed(0)} kB): ${r.outcome} in ${r.ms} ms (target under 1000 ms)${slow ? '  TOO SLOW' : ''}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}
