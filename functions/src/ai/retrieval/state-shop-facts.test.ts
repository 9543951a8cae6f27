import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_EVERYWHERE } from '@crystal/shared/money/price-shipping';
import { LEAD_TIME_CLAIM, leadTimeClaim } from '@crystal/shared/shop-facts/lead-time-claims';
import { PERSONALISED_RETURNS_RULE } from '@crystal/shared/shop-facts/personalised-returns';
import { FACT_TOPICS } from '@crystal/shared/shop-facts/shop-facts';
import { englishWordsIn } from '@crystal/shared/test/english-words';
import en from './messages/en.json';
import fr from './messages/fr.json';
import { SHOP_FACTS, SHOP_FACTS_FR, shopFactsIn, t } from './state-shop-facts';

/** The guide's facts about the shop, from its catalogues (messages/en.json, fr.json) and the policy pages' texts. */
describe("the guide's shop facts", () => {
  it('have every English message in French, and each one parses', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) for (const language of ['en', 'fr'] as const) expect(() => t(language, key)).not.toThrow();
  });

  it('read in French on the French side, with the French pages’ paths', () => {
    for (const topic of FACT_TOPICS) {
      const fact = SHOP_FACTS_FR[topic];
      expect(fact.path.startsWith('/fr/')).toBe(true);
      expect(englishWordsIn([fact.title, ...fact.lines].join('\n')), topic).toEqual([]);
      expect(SHOP_FACTS[topic].path).toBe(fact.path.slice('/fr'.length));
    }
  });

  // Issue 44 build 4: no fact gives one making time for custom orders, and each points to the piece's own.
  it('give no one making time for custom orders, and state the one setting once she sets it', () => {
    const all = [...Object.values(SHOP_FACTS), ...Object.values(SHOP_FACTS_FR)].flatMap((f) => f.lines).join('\n');
    expect(all).not.toMatch(/2-3 (business days|jours ouvrables)/);
    expect(all).not.toMatch(/custom orders (are ready|take)|commandes personnalisées (sont prêtes|demandent)/i);
    expect(SHOP_FACTS.consultations.lines).toContain(LEAD_TIME_CLAIM.en);
    expect(SHOP_FACTS_FR.consultations.lines).toContain(LEAD_TIME_CLAIM.fr);
    const settings = { shipping: FREE_SHIPPING_EVERYWHERE, paymentMethods: ['card'] as const, customWorkDays: 15 };
    expect(shopFactsIn('en', settings).consultations.lines).toContain(leadTimeClaim(15, 'en'));
    expect(shopFactsIn('en', settings).sizes.lines.join(' ')).toContain('it takes about 15 business days');
    expect(shopFactsIn('fr', settings).sizes.lines.join(' ')).toContain('comptez environ 15 jours ouvrables');
  });

  // Issue 44 build 4: an engraved piece is exchange only, and no longer "not returnable".
  it('state the returns rule for personalised pieces and no longer call engraved pieces not returnable', () => {
    const enLines = SHOP_FACTS.returns.lines.join('\n');
    const frLines = SHOP_FACTS_FR.returns.lines.join('\n');
    expect(enLines).toContain(PERSONALISED_RETURNS_RULE.en);
    expect(frLines).toContain(PERSONALISED_RETURNS_RULE.fr);
    expect(enLines).not.toMatch(/engraved/i);
    expect(frLines).not.toMatch(/gravés/i);
  });
});
