import { FACT_TOPICS, SHOP_FACTS, type FactTopic } from '@crystal/shared/shop-facts/shop-facts';
import { SHOP_FACTS_FR } from '@crystal/shared/shop-facts/shop-facts-fr';
import type { Language } from '@crystal/shared/schemas/language';
import { pageUrl } from '../shop-catalogue';

export { FACT_TOPICS, type FactTopic };

/** One of the shop's facts with the link to the page that states it. */
export function lookupFact(topic: FactTopic, language: Language = 'en') {
  const fact = (language === 'fr' ? SHOP_FACTS_FR : SHOP_FACTS)[topic];
  return { ...fact, url: pageUrl(fact.path) };
}

/** A fact as the guide writes it: the page's own lines and a link to read the rest. */
export function factText(topic: FactTopic, opts: { max?: number; language?: Language } = {}): string {
  const f = lookupFact(topic, opts.language);
  const lines = f.lines.slice(0, opts.max ?? f.lines.length);
  // The link is its own paragraph: a chat renders a paragraph's plain lines above its list.
  const list = [`**${f.title}**`, ...lines.map((l) => `- ${l}`)].join('\n');
  return opts.language === 'fr'
    ? `${list}\n\nPlus de détails sur notre page [${f.title}](${f.url}).`
    : `${list}\n\nMore on our [${f.title}](${f.url}) page.`;
}
