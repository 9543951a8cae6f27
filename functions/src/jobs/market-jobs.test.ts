import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '@crystal/shared/jobs';
import { makeProduct } from '../catalog/product.factory';
import { invoke } from '../test/invoke';
import { bumpProductViews, getKeywordCounts, getLatestMarketResearch } from '../market';
import { handler as keywordMonitor } from './keyword-monitor';
import { handler as marketResearch } from './market-research';

describe('scheduled market jobs', () => {
  it('are listed in shared/src/jobs.ts', () => {
    expect(SCHEDULED_JOBS.map((j) => j.name)).toEqual(
      expect.arrayContaining(['market-research', 'keyword-monitor']),
    );
  });

  it('keyword monitor counts the shop searches (recorded by the catalogue search) for the five phrases', async () => {
    expect(await getKeywordCounts()).toBeNull();
    for (const term of [
      'Amethyst Necklace',
      'amethyst necklace gold',
      'rose quartz',
      '  ROSE   quartz ',
      'citrine',
    ]) {
      expect((await invoke('GET', `/api/products?search=${encodeURIComponent(term)}`)).status).toBe(200);
    }
    await invoke('GET', '/api/products');
    const report = await keywordMonitor();
    const totals = Object.fromEntries(report.keywords.map((k) => [k.keyword, k.total]));
    expect(totals).toEqual({
      'amethyst necklace': 2,
      'healing crystals': 0,
      'wire wrapped pendant': 0,
      'rose quartz': 2,
      'chakra bracelet': 0,
    });
    expect(report.keywords[0]!.byDay).toHaveLength(7);
    expect(await getKeywordCounts()).toEqual(report);
  });

  it('market research summarises real searches, views and sales with the local provider and stores it', async () => {
    const hot = await makeProduct({
      name: 'Lapis Sold Out Bar',
      gemstones: ['Lapis Lazuli'],
      stockQuantity: 0,
      soldCount: 40,
    });
    for (let i = 0; i < 4; i++) await bumpProductViews(hot.id);
    const research = await marketResearch();
    expect(research.provider).toBe('local');
    expect(research.topic).toBe('crystal jewelry');
    expect(research.insights.trends.join(' ')).toMatch(/"amethyst necklace" \(1\)|"rose quartz" \(2\)/);
    expect(research.insights.trends.join(' ')).toContain('Lapis Sold Out Bar (4 views)');
    expect(research.insights.opportunities.join(' ')).toContain(
      'Lapis Sold Out Bar is sold out (4 views in 48 h, 40 sold so far): restock it.',
    );
    expect(await getLatestMarketResearch()).toEqual(research);
  });
});
