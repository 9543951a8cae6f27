import { decimalStringToCents, formatCadCents } from '@crystal/shared/money';
import { CRYSTALS, type Chakra } from '../knowledge/crystals';
import { CRYSTALS_FR, findCrystalFr, type CrystalFr } from '../knowledge/crystals-fr';
import type { ShopProduct } from '../provider/ai-provider';

/** The local guide in French: the French knowledge base and the live catalogue, no invented pieces or prices. */
const CHAKRAS_FR: Record<Chakra, string> = {
  Root: 'racine',
  Sacral: 'sacré',
  'Solar Plexus': 'plexus solaire',
  Heart: 'cœur',
  Throat: 'gorge',
  'Third Eye': 'troisième œil',
  Crown: 'couronne',
};

export const FR_REFUSE =
  'Je ne peux pas changer les prix, accorder de rabais ni dévoiler comment je suis configuré : les prix sont ceux de la boutique, et une offre s’applique au paiement seulement quand la boutique elle-même en propose une. Je peux par contre vous aider à trouver une pièce qui respecte votre budget.';
export const FR_MEDICAL =
  'Je ne peux pas donner de conseils médicaux : les cristaux ne traitent aucune maladie et ne remplacent jamais les soins d’un médecin ou d’un autre professionnel de la santé. Bien des gens les apprécient comme un petit rituel apaisant, en plus de soins appropriés.';
export const FR_WELCOME =
  'Je suis le guide des cristaux de la boutique : je peux vous parler des pierres et de leurs significations traditionnelles, de nos bijoux faits à la main, et de la livraison, des retours, des tailles et de l’entretien. Demandez-moi par exemple une pierre apaisante pour le soir, ou une bague en pierre de lune.';

const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, "'");
const money = (price: string) => formatCadCents(decimalStringToCents(price), 'fr-CA');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const frList = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`);

/** Kinds of piece a French question names, as the words the English catalogue uses for them. */
const KINDS: [RegExp, string[]][] = [
  [/\bbagues?\b|\banneaux?\b/, ['ring']],
  [/\bcolliers?\b|\bpendentifs?\b|\bchaines?\b/, ['necklace', 'pendant']],
  [/\bbracelets?\b|\bjoncs?\b/, ['bracelet', 'bangle']],
  [/\bpierres? roulees?\b|\bamas\b|\bgeodes?\b|\bspheres?\b|\btours?\b/, ['healing crystals', 'cluster', 'geode', 'sphere', 'tower']],
];

/** The stones a question names, in French or in English ("améthyste", "amethyst", "pierre de lune"). */
export function stonesAskedFr(question: string): { en: string; fr: CrystalFr }[] {
  const q = fold(question);
  return CRYSTALS.filter((c) => q.includes(fold(CRYSTALS_FR[c.name]?.name ?? '\u0000')) || q.includes(fold(c.name))).map((c) => ({
    en: c.name,
    fr: CRYSTALS_FR[c.name]!,
  }));
}

function describeStone(en: string, fr: CrystalFr): string {
  const crystal = CRYSTALS.find((c) => c.name === en)!;
  const chakras = crystal.chakras.map((c) => CHAKRAS_FR[c]);
  return `**${capital(fr.name)}** : on l’associe traditionnellement au${chakras.length > 1 ? 'x chakras' : ' chakra'} ${frList(chakras)}; son énergie est ${fr.energy}. Entretien : ${fr.care}.`;
}

const stockFr = (p: ShopProduct) => (p.stockQuantity <= 5 ? ` (plus que ${p.stockQuantity} en stock)` : '');
/** A linked line for an in-stock piece, by its French name and its French page when it has them. */
export function pieceLineFr(p: ShopProduct): string {
  return `- [${p.frName ?? p.name}](${p.frUrl ?? p.url}) : ${money(p.price)}${stockFr(p)}`;
}

function maxPrice(q: string): number | undefined {
  const m = /(?:moins de|sous|maximum|max\.?|budget de)\s*(\d+(?:[.,]\d+)?)/.exec(q) ?? /(\d+(?:[.,]\d+)?)\s*\$/.exec(q);
  return m ? Number(m[1]!.replace(',', '.')) : undefined;
}

/** Pieces in stock that match the stones, kinds and budget the question names. */
function matchingPieces(catalogue: ShopProduct[], q: string, stones: string[]): ShopProduct[] {
  const kinds = KINDS.filter(([re]) => re.test(q)).flatMap(([, words]) => words);
  const budget = maxPrice(q);
  return catalogue.filter((p) => {
    if (p.stockQuantity <= 0) return false;
    const text = `${p.name} ${p.category}`.toLowerCase();
    if (kinds.length && !kinds.some((k) => text.includes(k))) return false;
    if (stones.length && !p.gemstones.some((g) => stones.some((s) => findCrystalFr(g) === findCrystalFr(s)))) return false;
    return budget === undefined || Number(p.price) <= budget;
  });
}

/** The answer in French to a shopper on the French site. */
export function composeAnswerFr(question: string, catalogue: ShopProduct[], opts: { viewing?: ShopProduct } = {}): string {
  const q = fold(question);
  if (/\b(rabais|reduction|code promo|escompte|prompt)\b/.test(q)) return FR_REFUSE;
  const parts: string[] = [];
  if (/\b(guerir|guerison|maladie|medical|medicament|soigner|traitement|cancer|douleur|depression)\b/.test(q)) parts.push(FR_MEDICAL);
  const viewing = /\b(cette piece|ce bijou|celle-ci|celui-ci|cette bague|ce collier|ce bracelet)\b/.test(q) ? opts.viewing : undefined;
  const stones = viewing ? viewing.gemstones.map((g) => CRYSTALS.find((c) => findCrystalFr(g) === CRYSTALS_FR[c.name])).filter((c) => c !== undefined).map((c) => ({ en: c.name, fr: CRYSTALS_FR[c.name]! })) : stonesAskedFr(question);
  if (viewing) {
    const stock = viewing.stockQuantity > 0 ? `en stock${stockFr(viewing)}` : 'épuisée pour le moment';
    parts.push(`[${viewing.frName ?? viewing.name}](${viewing.frUrl ?? viewing.url}) coûte ${money(viewing.price)} et est ${stock}.`);
  }
  for (const s of stones.slice(0, 2)) parts.push(describeStone(s.en, s.fr));
  const asksForPieces = stones.length > 0 || KINDS.some(([re]) => re.test(q)) || maxPrice(q) !== undefined;
  if (!viewing && asksForPieces) {
    const pieces = matchingPieces(catalogue, q, stones.map((s) => s.en)).slice(0, 4);
    if (pieces.length) parts.push(`Dans la boutique :\n${pieces.map(pieceLineFr).join('\n')}`);
    else parts.push('Aucune pièce correspondante n’est en stock en ce moment. Écrivez-nous pour une pièce faite sur commande.');
  }
  if (!parts.length) {
    const suggestions = catalogue.filter((p) => p.stockQuantity > 0).slice(0, 3);
    return [FR_WELCOME, ...(suggestions.length ? [`Quelques pièces en stock :\n${suggestions.map(pieceLineFr).join('\n')}`] : [])].join('\n\n');
  }
  return parts.join('\n\n');
}
