/**
 * "Draft with the guide" (issue 47): the local provider drafts a campaign from the pieces she picks and her
 * theme, in both languages; a model's unusable or untrue answer gives her the shop's template, never a 5xx;
 * hostile or wrong input is a 400; the draft is limited per client address.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../catalog/product.factory';
import { renderCampaignBody } from '@crystal/shared/campaigns/render-campaign-body';
import { ADMIN_CLAIMS } from '../test/route-examples';
import { invoke } from '../test/invoke';
import { CAMPAIGN_DRAFT_LIMIT } from './campaign-draft-service';
import { aiProvider } from './provider/provider-from-env';

let n = 0;
const address = () => `198.51.100.${++n}`;
const draft = (body: unknown, sourceIp = address()) =>
  invoke('POST', '/api/admin/campaigns/draft', { claims: ADMIN_CLAIMS, body, sourceIp });
const THREE = { productIds: [501, 503, 509], theme: 'full moon in December' };

beforeAll(async () => {
  await makeProduct({
    id: 501,
    name: 'Amethyst Point Pendant',
    description: 'A raw amethyst point wrapped in sterling silver. Each point is one of a kind.',
    priceCents: 6800,
    translations: { fr: { name: 'Pendentif pointe d’améthyste', description: 'Une pointe d’améthyste brute sur argent sterling. Chaque pointe est unique.', careInstructions: 'Gardez-le au sec.' } },
  });
  await makeProduct({ id: 503, name: 'Labradorite Moon Necklace', description: 'A crescent of labradorite on a fine chain.', priceCents: 8900, gemstones: ['Labradorite'] });
  await makeProduct({ id: 509, name: 'Selenite Charging Plate', description: 'A flat plate of selenite to rest your pieces on.', priceCents: 2800, gemstones: ['Selenite'], materials: ['Natural Stone'] });
  await makeProduct({ id: 502, name: 'Rose Quartz Heart Necklace', description: 'A rose quartz heart.', priceCents: 5400, gemstones: ['Rose Quartz'] });
  await makeProduct({ id: 510, name: 'Old Ring', description: 'Archived.', isActive: false });
});

afterEach(() => vi.restoreAllMocks());

describe('POST /api/admin/campaigns/draft', () => {
  it('drafts both languages from the three pieces and the theme, naming each with its price', async () => {
    const res = await draft(THREE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body as Record<string, string>;
    expect(d.source).toBe('local');
    expect(d.subject).toBe('Full moon in December: three pieces from the studio');
    expect(d.subjectFr).toBe('Pleine lune en décembre : trois pièces de l’atelier');
    for (const [name, price] of [['Amethyst Point Pendant', '$68.00'], ['Labradorite Moon Necklace', '$89.00'], ['Selenite Charging Plate', '$28.00']]) {
      expect(d.body).toContain(`## ${name}`);
      expect(d.body).toContain(price);
    }
    for (const price of ['68,00\u00a0$', '89,00\u00a0$', '28,00\u00a0$']) expect(d.bodyFr).toContain(price);
    expect(d.bodyFr).toMatch(/## Pleine lune en décembre/);
    expect(d.bodyFr).not.toMatch(/Pendant|Necklace|Charging Plate/);
    expect(`${d.body}\n${d.bodyFr}`).not.toMatch(/discount|rabais|%|heals|cure|guéri/i);
    // The selenite plate is a natural stone: not "made by hand".
    expect(d.preheader).toContain('from the studio in Winnipeg');
    expect(d.body).not.toContain('made by hand');
    // The body is the editor's format: headings and paragraphs, rendered safely.
    expect(renderCampaignBody(d.body!).match(/<h2 /g)).toHaveLength(4);
  });

  it('a theme it cannot put in French gets French that does not name it, never English', async () => {
    const d = (await draft({ productIds: [502], theme: 'cottagecore picnic' })).body as Record<string, string>;
    expect(d.subject).toBe('Cottagecore picnic: one piece from the studio');
    expect(d.subjectFr).toBe('Une pièce de l’atelier');
    expect(d.bodyFr).not.toMatch(/cottagecore|picnic/i);
  });

  it("a model's malformed or untrue answer gives the shop's template, a 200", async () => {
    vi.spyOn(aiProvider, 'draftCampaign').mockResolvedValueOnce({ subject: '', preheader: 'x', body: 'y' } as never);
    const malformed = await draft(THREE);
    expect(malformed.status).toBe(200);
    expect(malformed.body.source).toBe('template');
    expect(malformed.body.subject).toBe('Full moon in December: three pieces from the studio');

    const untrue = { subject: 'Full moon sale', preheader: '20% off everything', body: 'Amethyst heals anxiety.', subjectFr: 'Solde', preheaderFr: '20 % de rabais', bodyFr: 'L’améthyste guérit.' };
    vi.spyOn(aiProvider, 'draftCampaign').mockResolvedValueOnce(untrue);
    const res = await draft(THREE);
    expect(res.body.source).toBe('template');
    expect(res.body.preheader).not.toMatch(/%/);

    vi.spyOn(aiProvider, 'draftCampaign').mockRejectedValueOnce(new Error('model timed out'));
    expect((await draft(THREE)).body.source).toBe('template');
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: [unknown, RegExp][] = [
      [{ productIds: [], theme: 'x' }, /Pick from 1 to 6 pieces/],
      [{ productIds: [1, 2, 3, 4, 5, 6, 7], theme: 'x' }, /Pick from 1 to 6 pieces/],
      [{ productIds: [1, 1], theme: 'x' }, /each once/],
      [{ productIds: [1], theme: '' }, /Say what the mail is about/],
      [{ productIds: [1], theme: 'x'.repeat(201) }, /200 characters/],
      [{ productIds: [1], theme: 'moon', extra: true }, /./],
      [{ productIds: [501, 999_999, 510], theme: 'moon' }, /Not in the catalogue: piece 999999, 510/],
    ];
    for (const [body, message] of cases) {
      const res = await draft(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
  });

  it('is for the artisan only', async () => {
    const res = await invoke('POST', '/api/admin/campaigns/draft', { body: THREE });
    expect([401, 403]).toContain(res.status);
  });

  it('is limited per client address', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i <= CAMPAIGN_DRAFT_LIMIT.limit; i++) statuses.push((await draft({ productIds: [501], theme: 'moon' }, ip)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await draft({ productIds: [501], theme: 'moon' })).status).toBe(200);
  });
});
