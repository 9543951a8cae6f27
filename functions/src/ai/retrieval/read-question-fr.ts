import { CRYSTALS } from '../knowledge/crystals';
import { CRYSTALS_FR } from '../knowledge/crystals-fr';
import { fold, readQuestion, type Question } from './read-question';

/** French wishes mapped onto the knowledge base's property words (the English guide's SYNONYMS, in French). */
const WISHES_FR: [RegExp, string][] = [
  [/\b(calme|calmer|apais\w*|detente|detendre|relax\w*)\b/, 'calm'],
  [/\b(stress\w*)\b/, 'stress'],
  [/\b(anxi\w*|angoiss\w*)\b/, 'anxiety'],
  [/\b(paix|serenite)\b/, 'peace'],
  [/\b(sommeil|dormir|insomnie)\b/, 'sleep'],
  [/\b(amour|amoureu\w*|romanti\w*)\b/, 'love'],
  [/\b(protection|proteger|protectrice)\b/, 'protection'],
  [/\b(confiance)\b/, 'confidence'],
  [/\b(abondance|argent|prosperite)\b/, 'abundance'],
  [/\b(concentration|concentrer|focus)\b/, 'focus'],
  [/\b(etud\w*)\b/, 'study'],
  [/\b(ancrage|ancrer|enracine\w*)\b/, 'grounding'],
  [/\b(creativite|creati\w*)\b/, 'creativity'],
  [/\b(chance)\b/, 'luck'],
  [/\b(courage)\b/, 'courage'],
  [/\b(intuition)\b/, 'intuition'],
  [/\b(meditation|mediter)\b/, 'meditation'],
  [/\b(joie|bonheur|heureu\w*)\b/, 'joy'],
  [/\b(equilibre)\b/, 'balance'],
  [/\b(clarte)\b/, 'clarity'],
  [/\b(communication|communiquer)\b/, 'communication'],
  [/\b(voyage\w*)\b/, 'travel'],
];

/** Kinds of piece a French question names, as the shop's categories. */
const KINDS_FR: [RegExp, string[]][] = [
  [/\b(bagues?|anneaux?)\b/, ['Crystal Rings']],
  [/\b(colliers?|pendentifs?|chaines?)\b/, ['Crystal Necklaces', 'Wire Wrapped']],
  [/\b(bracelets?|joncs?)\b/, ['Crystal Bracelets']],
  [/\b(pierres? roulees?|amas|geodes?|spheres?|tours?)\b/, ['Healing Crystals']],
];

/** The stones a question names, in French or in English ("améthyste", "pierre de lune", "rose quartz"). */
export function crystalsNamedFr(text: string) {
  const q = fold(text);
  return CRYSTALS.filter((c) => {
    const fr = CRYSTALS_FR[c.name];
    return (fr && q.includes(fold(fr.name))) || q.includes(fold(c.name));
  });
}

/**
 * Reads a French question with the English guide's rules (facts, budget, gift, stock, follow-ups, injection:
 * read-question.ts carries their French words), then adds the stones, wishes and kinds of piece named in French.
 */
export function readQuestionFr(text: string, opts: { viewing?: boolean } = {}): Question {
  const base = readQuestion(text, opts);
  const q = ` ${fold(text)} `;
  const crystals = [...new Set([...base.words.crystals, ...crystalsNamedFr(text)])];
  const properties = [...new Set([...base.words.properties, ...WISHES_FR.filter(([re]) => re.test(q)).map(([, p]) => p)])];
  const categories = [...new Set([...base.words.categories, ...KINDS_FR.filter(([re]) => re.test(q)).flatMap(([, c]) => c)])];
  const named = crystals.length > 0 || properties.length > 0 || categories.length > 0;
  const wire = /\b(fil|enroule\w*)\b/.test(q) && !/\b(bagues?|bracelets?|joncs?)\b/.test(q);
  return {
    ...base,
    words: { ...base.words, crystals, properties, categories, onTopic: base.words.onTopic || named },
    filters: {
      ...base.filters,
      categories: wire ? ['Wire Wrapped'] : categories,
      stones: crystals.map((c) => c.name),
    },
    wantsPieces: base.wantsPieces || (!base.injection && named),
  };
}
