import { CHAKRA_NAMES, CRYSTALS, findCrystal, type Chakra, type Crystal } from '../knowledge/crystals';
import type { ShopProduct } from '../provider/ai-provider';

/** Question words mapped onto the knowledge base's property words. */
const SYNONYMS: Record<string, string> = {
  anxious: 'anxiety',
  anxiety: 'anxiety',
  stressed: 'stress',
  stress: 'stress',
  relax: 'calm',
  calming: 'calm',
  calm: 'calm',
  peaceful: 'peace',
  sleep: 'sleep',
  insomnia: 'sleep',
  love: 'love',
  romance: 'love',
  relationship: 'relationships',
  protect: 'protection',
  protection: 'protection',
  protective: 'protection',
  confident: 'confidence',
  confidence: 'confidence',
  money: 'abundance',
  wealth: 'abundance',
  abundance: 'abundance',
  prosperity: 'prosperity',
  focus: 'focus',
  concentrate: 'concentration',
  study: 'study',
  grounded: 'grounding',
  grounding: 'grounding',
  creative: 'creativity',
  creativity: 'creativity',
  luck: 'luck',
  lucky: 'luck',
  courage: 'courage',
  intuition: 'intuition',
  meditation: 'meditation',
  meditate: 'meditation',
  joy: 'joy',
  happy: 'joy',
  change: 'change',
  communication: 'communication',
  speaking: 'speech',
  truth: 'truth',
  clarity: 'clarity',
  energy: 'energy',
  cleanse: 'cleansing',
  cleansing: 'cleansing',
  motivation: 'motivation',
  balance: 'balance',
  travel: 'travel',
  gift: 'gift',
  compassion: 'compassion',
  forgiveness: 'forgiveness',
  patience: 'patience',
  success: 'success',
};

const FORMS: { words: RegExp; categories: string[] }[] = [
  {
    words: /\b(necklace|necklaces|pendant|pendants|chain)\b/,
    categories: ['Crystal Necklaces', 'Wire Wrapped'],
  },
  { words: /\b(wire|wrapped|wrap)\b/, categories: ['Wire Wrapped'] },
  { words: /\b(ring|rings)\b/, categories: ['Crystal Rings'] },
  { words: /\b(bracelet|bracelets|bangle|bangles)\b/, categories: ['Crystal Bracelets'] },
  {
    words: /\b(stone|stones|cluster|tower|sphere|geode|palm|tumbled|kit|plate)\b/,
    categories: ['Healing Crystals'],
  },
];

const MEDICAL =
  /\b(cure|cures|curing|cancer|disease|diabetes|depression|medication|medicine|illness|disorder|diagnos\w*|prescri\w*|infection|tumou?r|chemotherapy|surgery|doctor|treat|treatment|heal my|pain)\b/;
const CARE =
  /\b(clean|cleaning|care|cleanse|cleansing|wash|store|storage|charge|charging|tarnish|polish|water|sun)\b/;
const PAIRING = /\b(pair|pairs|pairing|combine|together|go with|goes with|match)\b/;
const ON_TOPIC =
  /\b(crystal|crystals|stone|stones|gem|gems|gemstone|jewel\w*|chakra|energy|shop|piece|pieces|recommend|suggest|gift|birthstone|moon)\b/;

const lower = (s: string) => s.toLowerCase().replace(/[’']/g, "'");
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export type Analysis = {
  crystals: Crystal[];
  chakras: Chakra[];
  properties: string[];
  categories: string[];
  care: boolean;
  pairing: boolean;
  medical: boolean;
  onTopic: boolean;
};

/** Reads a question for the stones, chakras, wishes and kinds of piece it names. Instructions in it are just words. */
export function analyse(prompt: string): Analysis {
  const q = ` ${lower(prompt)} `;
  const matched = CRYSTALS.map((c) => ({
    c,
    term: [c.name, ...c.aliases]
      .map(lower)
      .find((n) => new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`).test(q)),
  })).filter((m): m is { c: Crystal; term: string } => m.term !== undefined);
  // "Rose quartz" also contains "quartz" (Clear Quartz's alias): keep the most specific names only.
  const specific = matched
    .filter((m) => !matched.some((o) => o !== m && o.term.length > m.term.length && o.term.includes(m.term)))
    .map((m) => m.c);
  const chakras = CHAKRA_NAMES.filter((ch) => q.includes(lower(ch)));
  const words = q.match(/[a-z']+/g) ?? [];
  const properties = [...new Set(words.map((w) => SYNONYMS[w]).filter((p): p is string => Boolean(p)))];
  const categories = [...new Set(FORMS.filter((f) => f.words.test(q)).flatMap((f) => f.categories))];
  const care = CARE.test(q);
  const pairing = PAIRING.test(q);
  const medical = MEDICAL.test(q);
  const onTopic =
    specific.length > 0 ||
    chakras.length > 0 ||
    properties.length > 0 ||
    categories.length > 0 ||
    care ||
    ON_TOPIC.test(q);
  return { crystals: specific, chakras, properties, categories, care, pairing, medical, onTopic };
}

/** The stones to talk about: named ones first, then by chakra, then by the wishes in the question. */
export function focusCrystals(a: Analysis): Crystal[] {
  if (a.crystals.length) return a.crystals.slice(0, 3);
  if (a.chakras.length)
    return CRYSTALS.filter((c) => c.chakras.some((ch) => a.chakras.includes(ch))).slice(0, 3);
  if (a.properties.length) {
    return CRYSTALS.map((c) => ({ c, score: c.properties.filter((p) => a.properties.includes(p)).length }))
      .filter((x) => x.score > 0)
      .sort((x, y) => y.score - x.score)
      .slice(0, 3)
      .map((x) => x.c);
  }
  return [];
}

/** Real catalogue pieces for the stones (and kind of piece) asked about: in-stock first, at most `max`. */
export function pickProducts(
  a: Analysis,
  focus: Crystal[],
  catalogue: ShopProduct[],
  max = 3,
): ShopProduct[] {
  const names = new Set(focus.map((c) => c.name));
  const byStone = (p: ShopProduct) => p.gemstones.some((g) => names.has(findCrystal(g)?.name ?? ''));
  const byForm = (p: ShopProduct) => a.categories.length === 0 || a.categories.includes(p.category);
  let picks = catalogue.filter((p) => byStone(p) && byForm(p));
  if (picks.length === 0 && focus.length) picks = catalogue.filter(byStone);
  if (picks.length === 0 && a.categories.length) picks = catalogue.filter(byForm);
  return [...picks].sort((x, y) => Number(y.stockQuantity > 0) - Number(x.stockQuantity > 0)).slice(0, max);
}

function describe(c: Crystal, a: Analysis, single: boolean): string {
  const lines = [
    `**${c.name}** is traditionally linked to the ${list(c.chakras)} chakra${c.chakras.length > 1 ? 's' : ''} and is valued as ${c.energy}; people turn to it for ${list(c.properties.slice(0, 3))}.`,
  ];
  if (a.pairing || single) lines.push(`It pairs well with ${list(c.pairings)}.`);
  if (a.care || single) lines.push(`Care: ${c.care}. Hardness ${c.hardness} on the Mohs scale.`);
  if (single) lines.push(`Moon ritual: ${c.moonPhase}. Best worn for ${c.bestTime}.`);
  return lines.join(' ');
}

function stockNote(p: ShopProduct): string {
  if (p.stockQuantity === 0) return ' (currently sold out)';
  if (p.stockQuantity <= 5) return ` (only ${p.stockQuantity} left)`;
  return '';
}

/**
 * The local guide's answer, composed from the crystal knowledge base and the live catalogue. Links name
 * only products that exist (`[name](/shop/product/<id>)`); `plain` drops markdown for speech.
 */
export function composeAnswer(
  prompt: string,
  catalogue: ShopProduct[],
  opts: { plain?: boolean } = {},
): string {
  const a = analyse(prompt);
  const parts: string[] = [];
  if (a.medical) {
    parts.push(
      "I can't give medical advice: crystals are not a treatment for any illness and never a substitute for care from a doctor or other health professional. Many people enjoy them as a calming ritual alongside proper care.",
    );
  }
  if (!a.onTopic) {
    parts.push(
      "I'm the shop's crystal guide, so I can help with crystals and their traditional meanings, chakras, jewellery care and the handmade pieces in our shop. Try asking, for example, which stone suits calm evenings, or how to care for a moonstone ring.",
    );
  }
  const focus = focusCrystals(a);
  if (a.chakras.length && !a.crystals.length) {
    for (const ch of a.chakras) {
      const stones = CRYSTALS.filter((c) => c.chakras.includes(ch)).map((c) => c.name);
      parts.push(`For the ${ch} chakra, stones traditionally used are ${list(stones.slice(0, 6))}.`);
    }
  }
  for (const c of focus) parts.push(describe(c, a, focus.length === 1));
  if (a.onTopic && focus.length === 0 && !a.chakras.length) {
    parts.push(
      'Every stone carries its own traditions. Amethyst is loved for calm, Rose Quartz for love and compassion, Citrine for confidence and Black Tourmaline for grounding.',
    );
  }
  let picks = pickProducts(a, focus, catalogue);
  let heading = 'From our shop:';
  if (picks.length === 0 && (a.onTopic || a.medical)) {
    picks = catalogue.filter((p) => p.stockQuantity > 0).slice(0, 2);
    heading = 'We have no piece with that stone right now; you may like:';
  }
  if (picks.length) {
    if (opts.plain) {
      parts.push(`${heading} ${list(picks.map((p) => `${p.name}, ${p.price} dollars${stockNote(p)}`))}.`);
    } else {
      parts.push(
        [
          heading,
          ...picks.map((p) => `- [${p.name}](${p.url}): $${p.price}, ${list(p.gemstones)}${stockNote(p)}`),
        ].join('\n'),
      );
    }
  }
  const text = parts.join('\n\n');
  return opts.plain ? text.replace(/\*\*/g, '') : text;
}
