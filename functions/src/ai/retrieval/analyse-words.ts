import { CHAKRA_NAMES, CRYSTALS, type Chakra, type Crystal } from '../knowledge/crystals';

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

/**
 * The guide's kinds of piece are the seed's collections, tied to them by their addresses, which never change:
 * a collection she renames keeps its kind ("rings" still finds the pieces of /products/rings).
 */
export const KIND_SLUGS: Readonly<Record<string, string>> = {
  'Crystal Necklaces': 'crystal-necklaces',
  'Healing Crystals': 'healing-crystals',
  'Wire Wrapped': 'wire-wrapped',
  'Crystal Rings': 'rings',
  'Crystal Bracelets': 'bracelets',
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

export const lower = (s: string) => s.toLowerCase().replace(/[’']/g, "'");
export const list = (items: string[]) =>
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
