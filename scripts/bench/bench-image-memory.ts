/**
 * Peak memory of the image pipeline per image, against the image function's memory (issue 33). Each case
 * runs in a child process of its own, so its peak resident set (maxRSS, which includes making the test
 * photo and the runtime itself) is that image's alone:
 * `npx tsx scripts/bench/bench-image-memory.ts`.
 */
import { execFileSync } from 'node:child_process';
import { IMAGE_FUNCTION as IMAGE } from '../../infra/lib/images';

const LIMIT_MB = IMAGE.memorySize ?? 1024;

const CASES = [
  { name: '12 MP phone photo (4032x3024 JPEG)', width: 4032, height: 3024 },
  { name: 'panorama at the 8:1 limit (8000x1000 JPEG)', width: 8000, height: 1000 },
];

if (process.argv[2] === '--one') {
  const [width, height] = [Number(process.argv[3]), Number(process.argv[4])];
  const { makePhoto } = await import('../../functions/src/images/photo.factory');
  const { processImage } = await import('../../functions/src/images/process-image');
  const photo = await makePhoto({ seed: 'bench', stone: 'amethyst', form: 'necklace', width, height });
  const base = process.resourceUsage().maxRSS;
  const started = Date.now();
  await processImage(photo);
  console.log(JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024, beforeMb: base / 1024, ms: Date.now() - started }));
} else {
  console.log(`image function memory: ${LIMIT_MB} MB`);
  for (const c of CASES) {
    const out = execFileSync('npx', ['tsx', import.meta.filename, '--one', String(c.width), String(c.height)], { encoding: 'utf8' });
    const r = JSON.parse(out.trim().split('\n').at(-1)!) as { maxRssMb: number; ms: number };
    const share = Math.round((r.maxRssMb / LIMIT_MB) * 100);
    console.log(`${c.name}: peak ${Math.round(r.maxRssMb)} MB (${share}% of ${LIMIT_MB} MB), ${r.ms} ms`);
  }
}
