import type { CategoryTranslation, ProductTranslation } from '@crystal/shared/schemas/translation';
import { SEED_CARE_FR, SEED_CATEGORIES_FR, SEED_PIECES_FR } from '../../seed';
import { CRYSTALS_FR, findCrystalFr, ofStone, theStone, type CrystalFr } from '../knowledge/crystals-fr';
import { FINISHES, FORMS, HANDMADE, LETTER_SIZES, MATERIAL_CARE, MATERIALS, type Noun } from '../knowledge/phrasebook-fr';
import type { FrenchDraft, FrenchDraftRequest } from '../provider/ai-provider';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lower = (s: string) => s.toLowerCase();

function formIn(text: string): Noun | undefined {
  const t = ` ${lower(text).replace(/[^a-z' ]/g, ' ')} `;
  return FORMS.find(([en]) => t.includes(` ${en} `) || t.includes(` ${en}s `))?.[1];
}

/** The stones named in a text or listed on the piece, in the knowledge base's French. */
function stonesOf(text: string, gemstones: string[]): CrystalFr[] {
  const found = gemstones.map(findCrystalFr).filter((c): c is CrystalFr => Boolean(c));
  if (found.length) return [...new Set(found)];
  const t = lower(text);
  return Object.entries(CRYSTALS_FR).filter(([en]) => t.includes(lower(en))).map(([, c]) => c);
}

function finishOf(text: string, stone: CrystalFr | undefined): string {
  const hit = Object.keys(FINISHES).find((en) => new RegExp(`\\b${en}\\b`, 'i').test(text));
  return hit ? ` ${FINISHES[hit]![stone?.feminine ? 1 : 0]}` : '';
}

const materialsFr = (materials: string[]) => materials.map((m) => MATERIALS[lower(m)]).filter((m): m is string => Boolean(m));

/** "Pendentif en améthyste brute", "Bague en pierre de lune et fil enroulé". */
export function draftName(name: string, gemstones: string[]): string {
  const form = formIn(name);
  const stone = stonesOf(name, gemstones)[0];
  const wrapped = /wire[- ]wrapped/i.test(name) ? ' en fil enroulé' : '';
  if (form && stone) return `${capital(form.fr)} en ${stone.name}${finishOf(name, stone)}${wrapped}`;
  if (form) return `${capital(form.fr)}${wrapped} ${form.feminine ? 'faite à la main à Winnipeg' : HANDMADE}`;
  if (stone) return `Pièce en ${stone.name}${finishOf(name, stone)}${wrapped}`;
  return `Pièce artisanale « ${name} »`;
}

/** Sizes and lengths the English states, said the Quebec way. */
function measures(description: string): string[] {
  const out: string[] = [];
  const letters = /sizes? (XXL|XL|XS|S|M|L) to (XXL|XL|XS|S|M|L)\b/i.exec(description);
  if (letters) out.push(`Tailles ${LETTER_SIZES[letters[1]!.toUpperCase()]} à ${LETTER_SIZES[letters[2]!.toUpperCase()]}.`);
  const numbers = /sizes? (\d+) to (\d+)/i.exec(description);
  if (numbers) out.push(`Tailles ${numbers[1]} à ${numbers[2]}.`);
  const chain = /(\d+) inch chain/i.exec(description);
  if (chain) out.push(`Sur une chaîne de ${chain[1]} pouces.`);
  if (/made to order/i.test(description)) out.push('Fait sur commande.');
  return out;
}

/** A French description written from the piece's facts: its kind, stones, materials and measures. */
export function draftDescription(text: { name: string; description: string }, gemstones: string[], materials: string[]): string {
  const form = formIn(text.name) ?? formIn(text.description);
  const stones = stonesOf(`${text.name} ${text.description}`, gemstones);
  const made = materialsFr(materials).filter((m) => m !== 'pierre naturelle');
  const noun = form ? `${form.feminine ? 'Une' : 'Un'} ${form.fr}` : 'Une pièce';
  const stonePart = stones.length ? ` ${stones.length > 1 ? 'de pierres naturelles' : ofStone(stones[0]!)}` : '';
  const materialPart = made.length ? ` sur ${made.join(' et ')}` : '';
  const handmade = form?.feminine || !form ? 'faite à la main à Winnipeg' : HANDMADE;
  const sentences = [`${noun}${stonePart}${materialPart}, ${handmade}.`];
  for (const s of stones.slice(0, 2)) {
    sentences.push(`${capital(theStone(s))} a une énergie ${s.energy}.`);
  }
  if (stones.length > 2) sentences.push(`Pierres : ${stones.map((s) => s.name).join(', ')}.`);
  return [...sentences, ...measures(text.description)].join(' ');
}

/** The artisan's French care text when it is one she already translated, else care built from the stone and materials. */
export function draftCare(care: string, gemstones: string[], materials: string[]): string {
  if (!care.trim()) return '';
  const known = SEED_CARE_FR[care.trim()];
  if (known) return known;
  const stone = stonesOf(care, gemstones)[0];
  const parts = stone ? [`${capital(stone.care)}.`] : [];
  for (const [pattern, sentence] of MATERIAL_CARE) if (materials.some((m) => pattern.test(m))) parts.push(sentence);
  return (parts.length ? parts : ['Essuyez la pièce avec un chiffon doux et rangez-la à l’abri de l’humidité.']).join(' ');
}

function draftCategory(text: { name: string; description: string }): CategoryTranslation {
  const seed = SEED_CATEGORIES_FR[text.name];
  if (seed) return seed;
  const form = formIn(text.name);
  const stone = stonesOf(text.name, [])[0];
  const name = form ? `${capital(form.plural)}${stone ? ` en ${stone.name}` : ' de cristaux'}` : `Collection « ${text.name} »`;
  const description = text.description.trim()
    ? `Des pièces faites à la main à Winnipeg, une à une, avec des pierres naturelles.${measures(text.description).map((m) => ` ${m}`).join('')}`
    : '';
  return { name, description };
}

/**
 * The local provider's French draft: the artisan's own French for a seed piece or collection, otherwise
 * a draft written from the phrasebook and the knowledge base (it does not translate free English prose).
 */
export function draftFrenchLocally(req: FrenchDraftRequest): FrenchDraft {
  if (req.kind === 'category') {
    return { text: draftCategory(req.text), source: SEED_CATEGORIES_FR[req.text.name] ? 'seed' : 'phrasebook' };
  }
  const { text, gemstones, materials } = req;
  const seed = SEED_PIECES_FR[text.name];
  const careInstructions = draftCare(text.careInstructions, gemstones, materials);
  if (seed) return { text: { ...seed, careInstructions } satisfies ProductTranslation, source: 'seed' };
  return {
    text: { name: draftName(text.name, gemstones), description: draftDescription(text, gemstones, materials), careInstructions },
    source: 'phrasebook',
  };
}
