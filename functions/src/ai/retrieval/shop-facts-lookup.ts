import type { MoneySettings } from '@crystal/shared/shop-facts/money-claims';
import type { StudioWeek } from '@crystal/shared/schemas/opening-hours';
import { FACT_TOPICS, type FactTopic } from '@crystal/shared/shop-facts/shop-facts';
import type { Language } from '@crystal/shared/schemas/language';
import { pageUrl } from '../shop-catalogue';
import { SHOP_FACTS, SHOP_FACTS_FR, shopFactsIn, t } from './state-shop-facts';

export { FACT_TOPICS, type FactTopic };

let facts = { en: SHOP_FACTS, fr: SHOP_FACTS_FR };
let factsOf: MoneySettings | undefined;

/**
 * The guide states shipping, payments, financing and the studio's hours as the shop's settings stand (docs/decisions/0039-true-payment-methods.md):
 * the chat hands the settings in before each answer, and every lookup below reads them.
 */
export function stateFactsFor(settings: Omit<MoneySettings, 'week'> & Partial<StudioWeek>): void {
  const next = {
    shipping: settings.shipping,
    paymentMethods: settings.paymentMethods,
    customWorkDays: settings.customWorkDays ?? null,
    ...(settings.openingHours && settings.appointmentDays ? { week: { openingHours: settings.openingHours, appointmentDays: settings.appointmentDays } } : {}),
  };
  if (factsOf && JSON.stringify(factsOf) === JSON.stringify(next)) return;
  factsOf = next;
  facts = { en: shopFactsIn('en', next), fr: shopFactsIn('fr', next) };
}

/** One of the shop's facts with the link to the page that states it. */
export function lookupFact(topic: FactTopic, language: Language = 'en') {
  const fact = facts[language === 'fr' ? 'fr' : 'en'][topic];
  return { ...fact, url: pageUrl(fact.path) };
}

/** A fact as the guide writes it: the page's own lines and a link to read the rest. */
export function factText(topic: FactTopic, opts: { max?: number; language?: Language } = {}): string {
  const f = lookupFact(topic, opts.language);
  const lines = f.lines.slice(0, opts.max ?? f.lines.length);
  // The link is its own paragraph: a chat renders a paragraph's plain lines above its list.
  const list = [`**${f.title}**`, ...lines.map((l) => `- ${l}`)].join('\n');
  return `${list}\n\n${factLink(topic, opts.language)}`;
}

/** The sentence that links to the page stating a fact. */
export function factLink(topic: FactTopic, language: Language = 'en'): string {
  const f = lookupFact(topic, language);
  return t(language, 'factLink', { title: f.title, url: f.url });
}
