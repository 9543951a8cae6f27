import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCTS } from '../../functions/src/seed';

const hero = (lang: 'en' | 'fr') =>
  (JSON.parse(readFileSync(new URL(`../../web/src/app/routes/messages/${lang}.json`, import.meta.url), 'utf8')) as { heroText: string }).heroText;

describe('the seed tells the truth about one-of-a-kind pieces', () => {
  const wireWrapped = CATEGORIES.find((c) => c.slug === 'wire-wrapped')!;

  it('the hero promises one of a kind for the wire-wrapped pendants only, in English and French', () => {
    expect(hero('en')).toContain('Every wire-wrapped pendant is one of a kind');
    expect(hero('en')).not.toMatch(/each piece is one of a kind/i);
    expect(hero('fr')).toContain('Chaque pendentif en fil enroulé est unique');
    expect(hero('fr')).not.toMatch(/chaque pièce est unique/i);
    expect(wireWrapped.description).toMatch(/^One-of-a-kind/);
  });

  it('so every wire-wrapped piece, and every single natural specimen, has stock 1 (or 0 once sold)', () => {
    const unique = PRODUCTS.filter((p) => p.categoryId === wireWrapped.id || ['Amethyst Geode Half', 'Smoky Quartz Tower'].includes(p.name));
    expect(unique.length).toBeGreaterThanOrEqual(7);
    for (const p of unique) expect(p.stock, p.name).toBeLessThanOrEqual(1);
  });

  it('and no piece whose words call it unique ("no two alike", "one of a kind") has more than one in stock', () => {
    for (const p of PRODUCTS.filter((x) => /one[- ]of[- ]a[- ]kind|no two .* alike/i.test(x.description))) expect(p.stock, p.name).toBeLessThanOrEqual(1);
  });
});
