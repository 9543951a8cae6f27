import { RETURNS, SIZES, WARRANTY } from '../constants/policies';
import type {
  CRYSTAL_CARE,
  EVERYDAY_CARE,
  METAL_CARE,
  WARRANTY_LINES,
} from './policy-texts';
import type { NECKLACE_LENGTHS } from './size-tables';
import { groupThousands } from '../money/cents';

/**
 * The French of the shop's policy texts, built from the same figures: the French pages render these and the
 * French guide quotes them. Each list is
 * typed as the English one mapped element by element, so TypeScript fails when English gains an entry that
 * has no French.
 */
type Mirror<T extends readonly unknown[], V> = { [K in keyof T]: V };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** A whole-dollar amount as Quebec writes it: "3 000 $". */
export const dollarsFr = (n: number) => `${groupThousands(n, 'fr-CA')}\u00a0$`;

export const WARRANTY_LINES_FR: Mirror<typeof WARRANTY_LINES, { what: string; term: string; covers: string }> = [
  {
    what: 'Fabrication',
    term: plural(WARRANTY.craftsmanshipYears, 'an', 'ans'),
    covers: 'Enroulements desserrés, soudures brisées, fermoirs et sertis défaillants à la suite d’un usage normal.',
  },
  {
    what: 'Authenticité des cristaux',
    term: WARRANTY.crystalAuthenticity === 'lifetime' ? 'À vie' : WARRANTY.crystalAuthenticity,
    covers:
      'Chaque pierre est le cristal naturel que nous décrivons. S’il est un jour démontré que ce n’est pas le cas, nous vous remboursons en entier.',
  },
  {
    what: 'Qualité des matériaux',
    term: plural(WARRANTY.materialQualityMonths, 'mois', 'mois'),
    covers: 'Chaînes, fil et apprêts qui se décolorent, s’écaillent ou cassent dans un usage ordinaire.',
  },
];

export const warrantySummaryFr = `Notre garantie : fabrication ${plural(WARRANTY.craftsmanshipYears, 'an', 'ans')}, authenticité des cristaux à vie, qualité des matériaux ${plural(WARRANTY.materialQualityMonths, 'mois', 'mois')}. Réclamations examinées en ${WARRANTY.claimReviewHours} heures.`;

export const METAL_CARE_FR: Mirror<typeof METAL_CARE, { name: string; care: string }> = [
  {
    name: 'Argent sterling',
    care: 'L’argent noircit au contact de l’air et de l’humidité. Essuyez-le avec un chiffon à polir doux après l’avoir porté et rangez-le dans la petite pochette à glissière fournie pour ralentir le ternissement. Si le ternissement est plus prononcé, utilisez un chiffon pour l’argent; évitez les bains et les pâtes près des cristaux.',
  },
  {
    name: 'Plaqué or (gold-filled) et or 14 carats',
    care: 'Lavez délicatement à l’eau tiède avec une goutte de savon doux, rincez et épongez avec un chiffon non pelucheux. La couche d’or est épaisse et durable, mais ne doit jamais être frottée avec un produit abrasif.',
  },
  {
    name: 'Fil de cuivre et de laiton',
    care: 'Ces métaux chauds développent une patine naturelle. Pour les raviver, frottez-les légèrement avec un chiffon à polir. Gardez-les au sec et retirez-les avant de vous laver les mains ou de vous baigner.',
  },
];

export const CRYSTAL_CARE_FR: Mirror<typeof CRYSTAL_CARE, { name: string; examples: string; care: string }> = [
  {
    name: 'Pierres tendres et sensibles à l’eau',
    examples: 'Sélénite, malachite, turquoise, lapis-lazuli, opale',
    care: 'Tenez-les loin de l’eau et des savons. Dépoussiérez-les seulement avec une brosse ou un chiffon doux et sec.',
  },
  {
    name: 'Pierres dures de la famille du quartz',
    examples: 'Améthyste, quartz rose, cristal de roche, citrine, quartz fumé',
    care: 'Rincez-les brièvement à l’eau tiède et séchez-les aussitôt. Évitez de les laisser longtemps en plein soleil : l’améthyste et le quartz rose peuvent pâlir.',
  },
  {
    name: 'Pierres poreuses et organiques',
    examples: 'Perle, ambre, pierre de lune',
    care: 'Mettez-les en dernier, après le parfum, la lotion et le fixatif, et essuyez-les avec un chiffon humide après les avoir portées.',
  },
];

export const EVERYDAY_CARE_FR: Mirror<typeof EVERYDAY_CARE, string> = [
  'Mettez vos bijoux en dernier et retirez-les en premier : après le parfum, la lotion et le maquillage, avant d’aller au lit.',
  'Retirez-les avant la baignade, le bain, le ménage, le gym ou le jardinage.',
  'Rangez chaque pièce séparément, dans sa pochette ou une boîte doublée, pour que pierres et chaînes ne s’égratignent pas.',
  'Tenez les produits ménagers, le chlore et les nettoyeurs à ultrasons loin de vos cristaux.',
];

export const NON_RETURNABLE_FR: Record<(typeof RETURNS.nonReturnable)[number], string> = {
  'Pierced jewelry': 'Bijoux pour piercing',
  'Misused items': 'Articles mal utilisés',
  'Chemical-exposed items': 'Articles exposés à des produits chimiques',
  'Sale or clearance items': 'Articles en solde ou en liquidation',
  'Items over 60 days': 'Articles reçus depuis plus de 60 jours',
};

export const NECKLACE_LENGTHS_FR: Mirror<typeof NECKLACE_LENGTHS, { name: string; inches: string; cm: string; sits: string }> = [
  { name: 'Ras-de-cou', inches: '14-16 po', cm: '35-41 cm', sits: 'Ajusté à la base du cou' },
  { name: 'Princesse', inches: '17-19 po', cm: '43-48 cm', sits: 'Juste sous la clavicule; la longueur préférée pour nos pendentifs' },
  { name: 'Matinée', inches: '20-24 po', cm: '51-61 cm', sits: 'Au haut de la poitrine; superbe sur un col rond' },
  { name: 'Opéra', inches: '28-34 po', cm: '71-86 cm', sits: 'À la hauteur de la poitrine ou plus bas; se porte aussi en double, comme un ras-de-cou' },
  { name: 'Sautoir', inches: '36+ po', cm: '91+ cm', sits: 'Long et fluide; se porte noué, doublé ou enroulé' },
];

export const BRACELET_NAMES_FR: Record<(typeof SIZES.braceletSizes)[number], string> = {
  XS: 'Très petit',
  S: 'Petit',
  M: 'Moyen',
  L: 'Grand',
  XL: 'Très grand',
};
