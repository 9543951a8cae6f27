import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopNumber } from './shop-number';

const ROOT = path.resolve(import.meta.dirname, '../..');
const filesUnder = (dir: string, ext: RegExp): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f) && !/\.test\./.test(f))
    .map((f) => path.join(dir, f));

describe('shopNumber: one number style per language', () => {
  it('writes "#12" in English and "n° 12" in French', () => {
    expect(shopNumber(12, 'en')).toBe('#12');
    expect(shopNumber(12, 'fr')).toBe('n° 12');
  });

  it('no French catalogue or mail text writes a number as "#12" or "no 12"', () => {
    const french = [
      ...filesUnder('web/src', /[\\/]fr\.json$/),
      ...filesUnder('functions/src', /[\\/]messages[\\/]fr\.json$/),
      ...filesUnder('functions/src', /(messages|emails?|alerts).*\.tsx?$|mail[\\/].*\.tsx?$/),
    ];
    const faults: string[] = [];
    for (const file of french) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      // French strings only: the catalogues whole, and in mail modules the lines that read as French.
      const lines = file.endsWith('.json') ? text.split('\n') : text.split('\n').filter((l) => /commande|devis|Votre|Nous/.test(l));
      for (const line of lines) if (/(commande|devis|Commande|Devis)\s+(#|no\s)\s*[{$]/.test(line)) faults.push(`${file}: ${line.trim()}`);
    }
    expect(faults).toEqual([]);
  });
});
