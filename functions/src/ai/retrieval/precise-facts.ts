import { RETURNS } from '@crystal/shared/constants/policies';
import { PERSONALISED_RETURNS_RULE } from '@crystal/shared/shop-facts/personalised-returns';
import { betweenSizesAdvice } from '@crystal/shared/shop-facts/ring-size-rules';
import type { FactTopic } from '@crystal/shared/shop-facts/shop-facts';
import { factLink, lookupFact } from './shop-facts-lookup';
import { fold, sizesBetween } from './read-question';

type Lang = 'en' | 'fr';
type Precise = { topic: FactTopic; asks: (q: string) => boolean; line: (lines: string[], lang: Lang) => string | undefined };

const RETURN = /\b(return\w*|refund\w*|exchang\w*|send \w+ back|retour\w*|rembours\w*|echang\w*)/;
const PERSONAL = /\b(engrav\w*|personali[sz]\w*|monogram\w*|grav\w*|personnalis\w*|custom\w*|sur mesure)/;
const HOW_LONG = /\b(how long|how soon|how many days|how much time|when|window|combien de (temps|jours)|delai|quand|jusqu)/;
const RESIZE = /\b(re-?siz\w*|ajust\w*|agrandi\w*|redimension\w*|retreci\w*|rapetiss\w*)/;
/** Questions with a one-sentence answer, each taken from the shop's own facts (the same words as its page). */
const PRECISE: Precise[] = [
  { topic: 'returns', asks: (q) => PERSONAL.test(q) && RETURN.test(q), line: (_lines, lang) => PERSONALISED_RETURNS_RULE[lang] },
  {
    topic: 'returns',
    asks: (q) => /\b(refund\w*|rembours\w*)/.test(q) && HOW_LONG.test(q),
    line: (lines) => lines.find((l) => l.includes(RETURNS.refundBusinessDays)),
  },
  { topic: 'returns', asks: (q) => RETURN.test(q) && HOW_LONG.test(q), line: (lines) => lines[0] },
  { topic: 'sizes', asks: (q) => RESIZE.test(q) || /\b(half[- ]?sizes?|demi-?tailles?)\b/.test(q), line: (lines) => lines[0] },
];

/**
 * The one sentence that answers a precise policy question, with the link to its page (issue 44 build 7):
 * "Can I return an engraved ring?" gets the personalised-pieces rule, not the whole returns page; "between 6
 * and 7?" gets the size guide's rule applied to those sizes. Undefined when the question is broader.
 */
export function preciseFact(question: string, lang: Lang): string | undefined {
  const between = sizesBetween(question);
  if (between) return `${betweenSizesAdvice(between[0], between[1], lang)}\n\n${factLink('sizes', lang)}`;
  const q = ` ${fold(question)} `;
  for (const p of PRECISE) {
    if (!p.asks(q)) continue;
    const line = p.line(lookupFact(p.topic, lang).lines, lang);
    if (line) return `${line}\n\n${factLink(p.topic, lang)}`;
  }
  return undefined;
}
