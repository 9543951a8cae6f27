import type { FactTopic } from '@crystal/shared/shop-facts/shop-facts';
import { analyse, lower, type Analysis } from './analyse-words';

/** The filters a question implies for the catalogue search. */
export type SearchFilters = {
  maxPrice?: number;
  minPrice?: number;
  categories: string[];
  /** Stone names of the knowledge base (e.g. 'Amethyst'); a piece matches when one of its stones is one. */
  stones: string[];
  materials: string[];
  includeSoldOut: boolean;
};

export type Question = {
  text: string;
  words: Analysis;
  filters: SearchFilters;
  topics: FactTopic[];
  /** "this", "it", "this necklace": the shopper means the piece on screen. */
  refersToViewed: boolean;
  gift: boolean;
  stock: boolean;
  cheaper: boolean;
  /** Asks to see pieces (recommend, show, looking for, any ... ?), or names a wish or kind of piece. */
  wantsPieces: boolean;
  /** Asks for pieces in so many words, or with a budget, material or gift in mind. */
  asksForPieces: boolean;
  /** Tries to change the guide's rules, get a discount or read its instructions. */
  injection: boolean;
  /** Stones or kinds of piece the shop does not make ("a diamond tiara"). */
  unknown: string[];
};

const NOT_MADE =
  /\b(diamonds?|emeralds?|sapphires?|pearls?|tiaras?|earrings?|brooch(es)?|anklets?|cufflinks?|watch(es)?|crowns?|nose rings?|toe rings?|platinum|titanium|tungsten)\b/g;

const num =
  '\\$?\\s*(\\d{1,5}(?:\\.\\d{1,2})?)(?!\\d|\\.\\d)(?!\\s*(?:sizes?|days?|weeks?|months?|years?|in\\b|inch|cm|mm|hours?|%|x\\b|tailles?|jours?|semaines?|mois|ans|po\\b))\\s*(?:dollars|cad|\\$)?';
const MAX = [
  new RegExp(`\\b(?:under|below|less than|up to|at most|max(?:imum)?|no more than|cheaper than|moins de|sous|au plus|pas plus de|budget de)\\s+${num}`),
  new RegExp(`${num}\\s+(?:or less|or under|max|and under|tops|ou moins|et moins)`),
  // A budget named as such: "my budget is $50", "a budget of 50", "$50 budget", "mon budget est de 50 $".
  new RegExp(`\\bbudget\\s*(?:is|of|est|de|est de|:|=|max|maximum|is about|is around|d'environ|est d'environ)?\\s*${num}`),
  new RegExp(`${num}\\s+budget\\b`),
  new RegExp(`\\b(?:spend|to spend|depenser)\\s+(?:up to\\s+|about\\s+|around\\s+|jusqu'a\\s+|environ\\s+)?${num}`),
  new RegExp(`\\bhave\\s+${num}\\s+to spend\\b`),
];
const MIN = [new RegExp(`\\b(?:over|above|more than|at least|plus de|au moins)\\s+${num}`)];
const BETWEEN = new RegExp(
  `\\b(?:between|entre)\\s+${num}\\s+(?:and|to|et|a)\\s+${num}|\\$(\\d{1,5})\\s*(?:-|to)\\s*\\$?(\\d{1,5})`,
);
const AROUND = new RegExp(`\\b(?:around|about|roughly|approximately|environ|autour de)\\s+${num}`);

const TOPICS: [FactTopic, RegExp][] = [
  [
    'shipping',
    /\b(ship|shipping|shipped|deliver\w*|postage|arrive|arrives|courier|halifax|toronto|vancouver|montreal|calgary|transit|livr\w*|expedi\w*|envois?|postes?|frais de port|quebec|gatineau|sherbrooke|delais?)\b/,
  ],
  ['returns', /\b(return|returns|returning|refund\w*|exchange\w*|send (it|this) back|money back|retours?|retourner|rembours\w*|echanger)\b/],
  ['warranty', /\b(warrant\w*|guarantee\w*|repair\w*|breaks?|broken|authentic\w*|genuine|real|fake|garantie|reparations?|brise\w*|casse\w*|authentique)\b/],
  ['sizes', /\b(sizes?|sizing|resiz\w*|lengths?|how long is|fit|measure\w*|wrist|finger|inch(es)?|choker|tailles?|grandeurs?|longueurs?|poignet|doigt|mesures?|ras-de-cou)\b/],
  ['care', /\b(clean\w*|care|caring|wash\w*|tarnish\w*|polish\w*|storage|store it|store my|look after|entretien|entretenir|nettoy\w*|ternis\w*)\b/],
  [
    'financing',
    /\b(financ\w*|instal+ments?|payment plan|pay (over time|later|monthly)|split (the )?payments?|afterpay|layaway|interest|financement|versements|plan de paiement|payer en \w+ fois)\b/,
  ],
  ['consultations', /\b(consult\w*|custom|commission\w*|made to order|bespoke|appointment|sur mesure|personnalisee?s?|rendez-vous)\b/],
  ['hours', /\b(hours|open|opening|closed|studio|visit|pick ?up|email|phone|contact|heures d'ouverture|ouvert|atelier|courriel|telephone)\b/],
  ['payments', /\b(pay with|paypal|visa|mastercard|amex|credit card|interac|payment methods?|accept|payer avec|carte de credit|modes? de paiement|acceptez)\b/],
];

const MATERIALS: [string, RegExp][] = [
  ['silver', /\bsilver\b/],
  ['gold', /\bgold\b/],
  ['copper', /\bcopper\b/],
  ['stretch cord', /\b(stretch|cord|elastic)\b/],
];

const INJECTION =
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompt|previous|above|guidelines)\b|\b(repeat|print|show|reveal|output|tell me)\b.{0,30}\b(instructions|prompt|text above|rules|configuration)\b|\b(system prompt|your (instructions|prompt|rules)|developer mode|jailbreak|you are now|act as|pretend)\b|\b\d{1,3}\s*%\s*off\b|\b(discounts?|coupons?|promo(tion)? code|sales? on|on sale|deals?|free (of charge|necklace|ring|piece|item)|for free|price to \$?0)\b|\b(ignorez|oubliez)\b.{0,40}\b(instructions?|regles|consignes)\b|\b(rabais|code promo|escompte|coupon)\b/;
const THIS =
  /\b(this|it|that)( (one|piece|necklace|pendant|ring|bracelet|bangle|stone|crystal|item))?\b|\b(cette (piece|bague|pierre)|ce (bijou|collier|pendentif|bracelet|jonc)|celle-ci|celui-ci)\b/;
const GIFT =
  /\b(gift|gifts|present|birthday|anniversary|christmas|mother'?s day|valentine'?s?|for my (mom|mum|mother|sister|wife|girlfriend|friend|daughter|partner|husband|boyfriend|dad|father|grandma))\b|\b(cadeau\w*|offrir|anniversaire|noel|fete des meres|pour ma (mere|soeur|blonde|femme|fille|amie)|pour mon (chum|mari|ami|pere))\b/;
const STOCK =
  /\b(in stock|stock|available|availability|sold out|left|do you (still )?have|have any left|how many|en stock|disponibles?|epuisee?s?|il en reste)\b/;
const CHEAPER = /\b(cheaper|less expensive|lower price|more affordable|smaller budget|cheapest|budget|moins chere?s?|moins couteu\w*|abordables?)\b/;
const WANTS =
  /\b(recommend\w*|suggest\w*|show me|looking for|want|need|buy|shop|any|anything|something|options?|which|what .*(should|would|could)|best|ideas?|cheaper|recommand\w*|sugger\w*|montrez|cherche\w*|veux|voudrais|acheter|quelque chose|idees?|lequel|laquelle|meilleure?s?)\b/;
const SOLD_OUT_OK = /\b(sold out|out of stock|even if|including unavailable|back in stock|meme epuise\w*)\b/;

/** "Between 6 and 7", "entre la taille 6 et 7": two ring sizes, never prices (no dollar sign). */
const BETWEEN_SIZES = /\b(?:between|entre)\s+(?:(?:sizes?|tailles?|la|les)\s+)*(\d{1,2}(?:[.,]5)?)\s+(?:and|et|or|ou|&)\s+(?:(?:sizes?|taille|la)\s+)*(\d{1,2}(?:[.,]5)?)\b(?!\s*\$)/;

/** The two ring sizes a question is between, when it names two sizes in the ring range and no price. */
export function sizesBetween(question: string): [number, number] | undefined {
  const q = fold(question);
  if (q.includes('$') || /\b(dollars?|prix|price|budget)\b/.test(q)) return undefined;
  const m = BETWEEN_SIZES.exec(q);
  if (!m) return undefined;
  const [a, b] = [m[1]!, m[2]!].map((s) => Number(s.replace(',', '.'))) as [number, number];
  return a >= 3 && b >= 3 && a <= 13 && b <= 13 && a !== b ? [a, b] : undefined;
}

function budget(q: string): Pick<SearchFilters, 'maxPrice' | 'minPrice'> {
  const between = sizesBetween(q) ? null : BETWEEN.exec(q);
  if (between) {
    const [a, b] = (between[1] ? [between[1], between[2]] : [between[3], between[4]]).map(Number) as [
      number,
      number,
    ];
    return { minPrice: Math.min(a, b), maxPrice: Math.max(a, b) };
  }
  const around = AROUND.exec(q);
  if (around) return { minPrice: Number(around[1]) * 0.8, maxPrice: Number(around[1]) * 1.2 };
  const max = MAX.map((r) => r.exec(q)).find(Boolean);
  const min = MIN.map((r) => r.exec(q)).find(Boolean);
  return { ...(max ? { maxPrice: Number(max[1]) } : {}), ...(min ? { minPrice: Number(min[1]) } : {}) };
}

/** Lower case without accents: the rules read English and French alike. */
export const fold = (s: string) =>
  lower(s)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Reads a shopper's question: the facts it asks about, the pieces it wants and the filters it implies. */
export function readQuestion(text: string, opts: { viewing?: boolean } = {}): Question {
  // Accents are folded so French questions ("expédition", "épuisé") meet the same rules.
  const q = ` ${fold(text).replace(/\s+/g, ' ')} `;
  const words = analyse(text);
  const topics = TOPICS.filter(([, re]) => re.test(q)).map(([t]) => t);
  // "How should I care for amethyst" is crystal lore as much as the care page: both are answered.
  const injection = INJECTION.test(q);
  const refersToViewed = Boolean(opts.viewing) && THIS.test(q);
  const gift = GIFT.test(q);
  const stock = STOCK.test(q) && !topics.includes('financing');
  const cheaper = CHEAPER.test(q);
  const wire = /\b(wire|wrapped)\b/.test(q) && !/\b(rings?|bracelets?|bangles?)\b/.test(q);
  const filters: SearchFilters = {
    ...budget(q),
    categories: wire ? ['Wire Wrapped'] : words.categories,
    stones: words.crystals.map((c) => c.name),
    materials: MATERIALS.filter(([, re]) => re.test(q)).map(([m]) => m),
    includeSoldOut: SOLD_OUT_OK.test(q),
  };
  const filtered =
    filters.maxPrice !== undefined || filters.minPrice !== undefined || filters.materials.length > 0;
  const asksForPieces = !injection && (WANTS.test(q) || gift || filtered);
  const wantsPieces =
    asksForPieces || (!injection && (words.properties.length > 0 || words.categories.length > 0));
  const unknown = [...new Set(q.match(NOT_MADE) ?? [])];
  return {
    text,
    words,
    filters,
    topics,
    refersToViewed,
    gift,
    stock,
    cheaper,
    wantsPieces,
    asksForPieces,
    injection,
    unknown,
  };
}
