import { findCrystal } from './crystals';

/**
 * The French side of the crystal knowledge base: each stone's name (with its gender, for "la"/"le"),
 * its energy and its care, written for a Québécois reader. Traditions, not medical facts.
 */
export type CrystalFr = { name: string; feminine: boolean; energy: string; care: string };

const EAU_OK = 'Rincez-la brièvement à l’eau tiède et séchez-la avec un chiffon doux';
const SANS_EAU = 'Gardez-la au sec : dépoussiérez-la avec un chiffon sec et purifiez-la par le son ou la lune plutôt qu’à l’eau';

export const CRYSTALS_FR: Record<string, CrystalFr> = {
  Amethyst: { name: 'améthyste', feminine: true, energy: 'apaisante et intuitive', care: `${EAU_OK}; évitez le plein soleil, qui pâlit son violet` },
  'Rose Quartz': { name: 'quartz rose', feminine: false, energy: 'douce, aimante et réconfortante', care: 'Rincez-le à l’eau tiède; évitez le soleil prolongé pour garder son rose tendre' },
  'Clear Quartz': { name: 'quartz clair', feminine: false, energy: 'claire et amplifiante', care: 'Rincez-le à l’eau tiède : il est dur et facile d’entretien' },
  Citrine: { name: 'citrine', feminine: true, energy: 'chaleureuse, lumineuse et énergisante', care: `${EAU_OK}; à l’abri du plein soleil` },
  Labradorite: { name: 'labradorite', feminine: true, energy: 'mystérieuse et transformatrice', care: 'Essuyez-la avec un chiffon doux; évitez les chocs et les produits chimiques' },
  Moonstone: { name: 'pierre de lune', feminine: true, energy: 'douce, réceptive et intuitive', care: 'Essuyez-la avec un chiffon doux et humide; elle est tendre, rangez-la à part' },
  'Lapis Lazuli': { name: 'lapis-lazuli', feminine: false, energy: 'sage et franche', care: 'Essuyez-le avec un chiffon sec; évitez l’eau et les produits chimiques' },
  Selenite: { name: 'sélénite', feminine: true, energy: 'pure, légère et purifiante', care: SANS_EAU },
  'Black Tourmaline': { name: 'tourmaline noire', feminine: true, energy: 'ancrante et protectrice', care: `${EAU_OK}` },
  "Tiger's Eye": { name: 'œil-de-tigre', feminine: false, energy: 'stable, audacieuse et concentrée', care: 'Rincez-le à l’eau tiède et séchez-le bien' },
  'Smoky Quartz': { name: 'quartz fumé', feminine: false, energy: 'ancrante et libératrice', care: 'Rincez-le à l’eau tiède; évitez le plein soleil' },
  Fluorite: { name: 'fluorite', feminine: true, energy: 'ordonnée et clarifiante', care: 'Essuyez-la avec un chiffon sec : elle est tendre et craint le soleil' },
  'Red Jasper': { name: 'jaspe rouge', feminine: false, energy: 'stable et fortifiante', care: 'Rincez-le à l’eau tiède et séchez-le' },
  Carnelian: { name: 'cornaline', feminine: true, energy: 'vibrante et motivante', care: `${EAU_OK}` },
  Aventurine: { name: 'aventurine', feminine: true, energy: 'optimiste et porte-bonheur', care: `${EAU_OK}` },
  Sodalite: { name: 'sodalite', feminine: true, energy: 'calme et logique', care: 'Essuyez-la avec un chiffon humide; pas de trempage prolongé' },
  'Moss Agate': { name: 'agate mousse', feminine: true, energy: 'terrienne et patiente', care: `${EAU_OK}` },
  Malachite: { name: 'malachite', feminine: true, energy: 'profonde et transformatrice', care: SANS_EAU },
  Turquoise: { name: 'turquoise', feminine: true, energy: 'protectrice et communicative', care: 'Essuyez-la avec un chiffon sec; tenez-la loin de l’eau, des crèmes et des parfums' },
  Garnet: { name: 'grenat', feminine: false, energy: 'passionnée et énergisante', care: 'Rincez-le à l’eau tiède savonneuse et séchez-le' },
  Aquamarine: { name: 'aigue-marine', feminine: true, energy: 'fraîche, calme et limpide', care: `${EAU_OK}` },
  Peridot: { name: 'péridot', feminine: false, energy: 'fraîche et régénérante', care: 'Rincez-le à l’eau tiède; évitez les chocs et les écarts de température' },
  'Black Obsidian': { name: 'obsidienne noire', feminine: true, energy: 'très ancrante et protectrice', care: `${EAU_OK}; elle s’ébrèche facilement, rangez-la à part` },
  Hematite: { name: 'hématite', feminine: true, energy: 'dense, ancrante et centrante', care: SANS_EAU },
  Jade: { name: 'jade', feminine: false, energy: 'harmonieuse et porte-bonheur', care: 'Rincez-le à l’eau tiède et séchez-le avec un chiffon doux' },
  Pyrite: { name: 'pyrite', feminine: true, energy: 'audacieuse et généreuse', care: SANS_EAU },
  Rhodonite: { name: 'rhodonite', feminine: true, energy: 'compatissante et équilibrante', care: `${EAU_OK}` },
  Rhodochrosite: { name: 'rhodochrosite', feminine: true, energy: 'chaleureuse et joyeuse', care: SANS_EAU },
  Amazonite: { name: 'amazonite', feminine: true, energy: 'apaisante et sincère', care: 'Essuyez-la avec un chiffon humide; évitez le plein soleil' },
  Howlite: { name: 'howlite', feminine: true, energy: 'calme et patiente', care: 'Essuyez-la avec un chiffon humide; elle est poreuse, évitez les crèmes' },
  Lepidolite: { name: 'lépidolite', feminine: true, energy: 'apaisante et stabilisante', care: SANS_EAU },
  Opal: { name: 'opale', feminine: true, energy: 'ludique et inspirante', care: 'Essuyez-la avec un chiffon doux et humide; évitez la chaleur et les chocs' },
  Sunstone: { name: 'pierre de soleil', feminine: true, energy: 'ensoleillée et stimulante', care: `${EAU_OK}` },
  Azurite: { name: 'azurite', feminine: true, energy: 'profonde et perspicace', care: SANS_EAU },
  Ruby: { name: 'rubis', feminine: false, energy: 'passionnée et vitale', care: 'Rincez-le à l’eau tiède savonneuse et séchez-le' },
  Shungite: { name: 'shungite', feminine: true, energy: 'terrienne et purifiante', care: SANS_EAU },
};

/** The French entry for a stone named in English ("Rainbow Moonstone" -> pierre de lune). */
export function findCrystalFr(name: string): CrystalFr | undefined {
  const crystal = findCrystal(name);
  return crystal ? CRYSTALS_FR[crystal.name] : undefined;
}

const VOWEL = /^[aeiouyéèêœh]/i;

/** "l’améthyste", "le quartz rose", "la citrine": the stone as a subject. */
export function theStone(c: CrystalFr): string {
  if (VOWEL.test(c.name)) return `l’${c.name}`;
  return c.feminine ? `la ${c.name}` : `le ${c.name}`;
}

/** "de l’améthyste", "du quartz rose", "de la citrine": the stone after "de". */
export function deStone(c: CrystalFr): string {
  if (VOWEL.test(c.name)) return `de l’${c.name}`;
  return c.feminine ? `de la ${c.name}` : `du ${c.name}`;
}

/** "d’améthyste", "de quartz rose": the stone as a material after a noun. */
export function ofStone(c: CrystalFr): string {
  return VOWEL.test(c.name) ? `d’${c.name}` : `de ${c.name}`;
}
