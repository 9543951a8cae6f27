import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './media-store';

/** Writes media under a folder that the local server serves at /media/. */
export function localMediaStore(dir: string, publicBase = '/media'): MediaStore {
  const root = path.resolve(dir);
  return {
    urlFor: (key) => `${publicBase}/${key}`,
    async put(key, body, _contentType) {
      const file = path.resolve(root, key);
      if (!file.startsWith(root + path.sep)) throw new Error(`media key escapes the media folder: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `${publicBase}/${key}`;
    },
  };
}
