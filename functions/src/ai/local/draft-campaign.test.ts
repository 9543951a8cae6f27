import { describe, expect, it } from 'vitest';
import { campaignDraftSchema } from '@crystal/shared/schemas/campaign';
import { readCampaignDraft } from '../provider/campaign-draft-prompt';
import { themeInFrench } from './campaign-theme-fr';
import { draftCampaignLocally, leadSentences } from './draft-campaign';

const ring = { name: 'Moonstone Stacking Ring', description: 'A slim band set with a rainbow moonstone. Stack it or wear it alone.', price: '46.00', gemstones: ['Rainbow Moonstone'], materials: ['Sterling Silver'], careInstructions: 'Keep dry.' };
const bangle = { ...ring, name: 'Hammered Copper Bangle', description: 'A hammered copper bangle.', price: '120.00', gemstones: [], materials: ['Copper'], madeToOrder: { leadTimeDays: 10 } };

describe('themeInFrench', () => {
  it('puts the moon, months, seasons, occasions and stones in French', () => {
    expect(themeInFrench('Full moon in December')).toBe('pleine lune en décembre');
    expect(themeInFrench('gifts for the holidays')).toBe('cadeaux pour les Fêtes');
    expect(themeInFrench('amethyst in spring')).toBe('améthyste au printemps');
    expect(themeInFrench('Winter solstice 2026')).toBe('solstice d’hiver 2026');
  });
  it('gives nothing for a word it does not know, or a theme of link words only', () => {
    expect(themeInFrench('cottagecore picnic')).toBeUndefined();
    expect(themeInFrench('the and of')).toBeUndefined();
  });
});

describe('draftCampaignLocally', () => {
  it('writes a valid draft in both languages from the pieces, stating made-to-order lead times', () => {
    const d = draftCampaignLocally({ theme: 'new moon', pieces: [ring, bangle] });
    expect(campaignDraftSchema.safeParse(d).success).toBe(true);
    expect(d.subject).toBe('New moon: two pieces from the studio');
    expect(d.preheader).toBe('Moonstone Stacking Ring and Hammered Copper Bangle, made by hand in Winnipeg.');
    expect(d.body).toContain('## Moonstone Stacking Ring\n\nA slim band set with a rainbow moonstone. Stack it or wear it alone. $46.00.');
    expect(d.body).toContain('Made to order: it ships within 10 business days.');
    expect(d.bodyFr).toContain('Fait sur commande : expédié en 10 jours ouvrables.');
    expect(d.subjectFr).toBe('Nouvelle lune : deux pièces de l’atelier');
    expect(d.bodyFr).toContain('120,00\u00a0$');
  });

  it('keeps the preview line within its limit with six long names', () => {
    const long = Array.from({ length: 6 }, (_, i) => ({ ...ring, name: `Very Long Name Of A Handmade Piece Number ${i}` }));
    const d = draftCampaignLocally({ theme: 'moon', pieces: long });
    expect(d.preheader).toBe('Six pieces made by hand in Winnipeg.');
    expect(campaignDraftSchema.safeParse(d).success).toBe(true);
  });

  it('quotes whole sentences of a description', () => {
    expect(leadSentences('One. Two is here. Three.', 12)).toBe('One.');
    expect(leadSentences('x '.repeat(300), 100).endsWith('…')).toBe(true);
  });
});

describe("readCampaignDraft (the model's answer)", () => {
  const good = { subject: 'S', preheader: 'P', body: 'B', subjectFr: 'S', preheaderFr: 'P', bodyFr: 'B' };
  it('takes one JSON object with the six fields, around any prose', () => {
    expect(readCampaignDraft(`Here it is: ${JSON.stringify(good)} Enjoy`)).toEqual(good);
  });
  it('refuses anything else', () => {
    expect(() => readCampaignDraft('no json')).toThrow(/JSON/);
    expect(() => readCampaignDraft(JSON.stringify({ ...good, bodyFr: '' }))).toThrow(/unusable/);
    expect(() => readCampaignDraft(JSON.stringify({ ...good, extra: 'x' }))).toThrow(/unusable/);
    expect(() => readCampaignDraft(JSON.stringify({ ...good, subject: 'x'.repeat(121) }))).toThrow(/unusable/);
  });
});
