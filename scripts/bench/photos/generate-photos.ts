import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES, PRODUCTS } from '../../../functions/src/seed';
import { makePhoto } from '../../../functions/src/images/photo.factory';

export type GeneratedPhotos = { dir: string; files: { productId: number; file: string; bytes: number }[] };

/** One 4032x3024 phone-like JPEG (several MB, GPS in its EXIF) per seed product, written to `dir`. */
export async function generatePhotos(dir: string, limit = PRODUCTS.length): Promise<GeneratedPhotos> {
  mkdirSync(dir, { recursive: true });
  const files: GeneratedPhotos['files'] = [];
  for (const [index, p] of PRODUCTS.slice(0, limit).entries()) {
    const form = CATEGORIES.find((c) => c.id === p.categoryId)!.form;
    const photo = await makePhoto({ seed: `photo-${index}`, stone: p.stone, form });
    const file = path.join(dir, `${index + 1}.jpg`);
    writeFileSync(file, photo);
    files.push({ productId: index + 1, file, bytes: photo.length });
    process.stdout.write(`\r  generated ${files.length}/${limit} photos`);
  }
  process.stdout.write('\n');
  return { dir, files };
}
