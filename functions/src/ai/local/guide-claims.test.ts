import { afterAll, describe, expect, it } from 'vitest';
import { claimsNotEnabled } from '@crystal/shared/shop-facts/claims-not-enabled';
import { DEFAULT_MONEY_SETTINGS } from '@crystal/shared/shop-facts/shop-facts';
import type { MoneySettings } from '@crystal/shared/shop-facts/money-claims';
import { runGuideTool } from '../provider/guide-tools';
import { stateFactsFor } from '../retrieval/shop-facts-lookup';
import { composeAnswer } from './compose-answer';
import { composeAnswerFr } from './compose-answer-fr';
import { frenchPiece, MOONSTONE_RING } from './shop-pieces.factory';

/** The claims scan's guide half (docs/decisions/0055-claims-scan.md): its answers about money and warranty, as the settings stand. */
const catalogue = [frenchPiece({}), MOONSTONE_RING];
const QUESTIONS = {
  en: ['Do you take PayPal?', 'What payment methods do you accept?', 'Can I pay in instalments?', 'Do you offer a payment plan or financing?', 'Is there a lifetime warranty?', 'What does the warranty cover?', 'How much is shipping to Toronto?', 'Is shipping free?'],
  fr: ['Acceptez-vous PayPal?', 'Quels modes de paiement acceptez-vous?', 'Puis-je payer en versements?', 'Offrez-vous un plan de paiement ou du financement?', 'Quelle est la garantie?', 'Combien coûte la livraison au Québec?'],
};
const PROFILES: [string, MoneySettings][] = [
  ['defaults', DEFAULT_MONEY_SETTINGS],
  ['nothing extra', { shipping: { flatRate: null, freeOver: null, territoriesRate: null }, paymentMethods: ['card'] }],
];
const ENABLED: MoneySettings = { shipping: { flatRate: '9.00', freeOver: '75.00', territoriesRate: null }, paymentMethods: ['card', 'afterpay_clearpay'] };

/** Every answer of the local guide (English and French) and every fact the Bedrock guide's tool hands its model. */
function answers(): string[] {
  const local = [...QUESTIONS.en.map((q) => composeAnswer(q, catalogue)), ...QUESTIONS.fr.map((q) => composeAnswerFr(q, catalogue))];
  const tool = (['shipping', 'payments', 'financing', 'warranty'] as const).flatMap((topic) =>
    (['en', 'fr'] as const).map((lang) => JSON.stringify(runGuideTool('shop_facts', { topic }, catalogue, lang))),
  );
  return [...local, ...tool];
}

afterAll(() => stateFactsFor(DEFAULT_MONEY_SETTINGS));

describe('the guide claims only what the settings enable (issue 32)', () => {
  it.each(PROFILES)('%s: no PayPal, instalments, lifetime warranty or free-shipping threshold', (_name, settings) => {
    stateFactsFor(settings);
    const faults = answers().flatMap((a) => claimsNotEnabled(a, settings));
    expect(faults).toEqual([]);
    const all = answers().join('\n');
    expect(all).toContain('We do not offer payment in instalments at the moment');
    expect(all).toContain('Craftsmanship: 1 year.');
  });

  it('with Afterpay and "free over $75" on, says so, and still never PayPal', () => {
    stateFactsFor(ENABLED);
    const all = answers().join('\n');
    expect(claimsNotEnabled(all, ENABLED)).toEqual([]);
    expect(composeAnswer('Can I pay in instalments?', catalogue)).toContain('Pay in 4 payments over 6 weeks with Afterpay');
    expect(composeAnswerFr('Puis-je payer en versements?', catalogue)).toContain('Payez en 4 versements sur 6 semaines avec Afterpay');
    expect(composeAnswer('How much is shipping to Toronto?', catalogue)).toContain('Shipping is $9.00 per order, free on orders of $75 or more.');
  });
});

describe('the guide gives the studio’s hours as she set them', () => {
  it('after a change in /admin, the hours fact (English and French) reads the new week, not the published one', () => {
    stateFactsFor({ ...DEFAULT_MONEY_SETTINGS, openingHours: [{ day: 'Wednesday', opens: '12:00', closes: '20:00' }], appointmentDays: ['Saturday'] });
    const en = JSON.stringify(runGuideTool('shop_facts', { topic: 'hours' }, catalogue, 'en'));
    const fr = JSON.stringify(runGuideTool('shop_facts', { topic: 'hours' }, catalogue, 'fr'));
    expect(en).toContain('Wed 12:00 PM-8:00 PM; Sat by appointment');
    expect(en).not.toContain('Mon-Fri');
    expect(fr).toContain('Mer 12 h à 20 h; Sam sur rendez-vous');
  });
});
