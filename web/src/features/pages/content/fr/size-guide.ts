import { BETWEEN_SIZES_RULE, RING_SIZE_RANGE } from '@crystal/shared/shop-facts/ring-size-rules';
import { SHOP } from '@crystal/shared/constants/shop';
import { SIZES } from '@crystal/shared/constants/policies';
import { BRACELET_MEASURES, RING_SIZES } from '@crystal/shared/shop-facts/size-measures';
import { BRACELET_NAMES_FR, NECKLACE_LENGTHS_FR } from '@crystal/shared/shop-facts/policy-texts-fr';
import type { SizeGuideContent } from '../../components/size-guide-page';

const mm = (n: number) =>
  `${n.toLocaleString('fr-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} mm`;
const inches = (range: string) => range.replace(/ in$/, ' po').replace('.', ',').replace('.', ',');
const firstRing = SIZES.ringSizes[0];
const lastRing = SIZES.ringSizes[SIZES.ringSizes.length - 1];
const firstBracelet = SIZES.braceletSizes[0];
const lastBracelet = SIZES.braceletSizes[SIZES.braceletSizes.length - 1];

export const content: SizeGuideContent = {
  title: 'Guide des tailles',
  eyebrow: 'Trouvez la bonne taille',
  description: `Longueurs de colliers du ras-de-cou au sautoir, tailles de bagues ${firstRing} à ${lastRing} avec diamètres en mm, tailles de bracelets ${firstBracelet} à ${lastBracelet}, comment mesurer à la maison et tailles sur mesure.`,
  lead: 'Une pièce qu’on aime doit tomber juste. Voici comment nos colliers, bagues et bracelets sont taillés, et comment prendre vos mesures à la maison avec une simple bande de papier et une règle.',
  necklaces: {
    title: 'Longueurs de colliers',
    text: 'Nos chaînes existent en cinq longueurs classiques. Si vous hésitez entre deux, choisissez la plus longue : un pendentif tombe un peu plus bas que la longueur de la chaîne le laisse croire.',
    caption: 'Longueurs de colliers, de la plus courte à la plus longue',
    headers: ['Style', 'Longueur (po)', 'Longueur (cm)', 'Où il tombe'],
    rows: NECKLACE_LENGTHS_FR.map((n) => [n.name, n.inches, n.cm, n.sits]),
  },
  rings: {
    title: 'Tableau des tailles de bagues',
    text: `Nous fabriquons des bagues en ${RING_SIZE_RANGE.fr}. Mesurez le diamètre intérieur d’une bague qui vous va déjà, ou le tour de votre doigt. ${BETWEEN_SIZES_RULE.fr}`,
    caption: `Tailles de bagues ${firstRing} à ${lastRing}, avec diamètre intérieur et circonférence`,
    headers: ['Taille', 'Diamètre intérieur', 'Circonférence'],
    rows: RING_SIZES.map((r) => [`Taille ${r.size}`, mm(r.diameter), mm(r.circumference)]),
  },
  bracelets: {
    title: 'Tailles de bracelets',
    text: 'Mesurez votre poignet bien ajusté, juste sous l’os du poignet, puis trouvez votre taille. Nous ajoutons environ un demi-pouce (1,3 cm) d’aisance pour que le bracelet bouge confortablement.',
    caption: `Tailles de bracelets ${firstBracelet} à ${lastBracelet} selon le tour de poignet`,
    headers: ['Taille', 'Nom', 'Poignet (po)', 'Poignet (cm)'],
    rows: BRACELET_MEASURES.map((b) => [
      b.size,
      BRACELET_NAMES_FR[b.size],
      inches(b.inches),
      b.cm.replace('.', ','),
    ]),
  },
  measure: {
    title: 'Comment mesurer',
    parts: [
      {
        title: 'Votre taille de bague',
        steps: [
          'Enroulez une fine bande de papier à la base de votre doigt, ajustée sans serrer.',
          'Marquez l’endroit où le papier se chevauche, puis posez-le à plat et mesurez la longueur en millimètres.',
          'C’est votre circonférence : trouvez la valeur la plus proche dans le tableau des bagues, ou la taille au-dessus.',
          'Mesurez en fin de journée, quand les doigts sont le plus gonflés, et assurez-vous que la bague passe la jointure.',
        ],
      },
      {
        title: 'Votre poignet',
        steps: [
          'Enroulez un ruban à mesurer souple (ou une bande de papier) autour du poignet, juste sous l’os.',
          'Lisez la mesure là où les bouts se rejoignent, sans tirer.',
          'Reportez-la au tableau des bracelets; pour un porté plus ample, choisissez la taille au-dessus.',
        ],
      },
      {
        title: 'Votre longueur de collier',
        steps: [
          'Placez une ficelle autour de votre cou et laissez-la tomber là où vous aimeriez que le pendentif repose.',
          'Mesurez la ficelle d’un bout à l’autre et comparez-la au tableau des colliers.',
        ],
      },
    ],
  },
  custom: {
    title: 'Tailles sur mesure et ajustements',
    text: `Entre deux tailles, ou besoin d’une pièce plus longue ou plus courte que notre tableau? Chaque pièce est faite à la main : c’est avec plaisir que nous la fabriquons à vos mesures. Indiquez-nous ce qu’il vous faut en commandant, ou <contact>envoyez-nous un message</contact>; nous répondons en moins de ${SHOP.replyWithinHours} heures.`,
    resizing: `<strong>Ajustement des bagues :</strong> nous pouvons agrandir ou réduire nos bagues de ${SIZES.ringResizeWithin} tailles au plus. Au-delà de ${SIZES.ringResizeWithin} tailles, le serti de la pierre serait mis à rude épreuve : nous refaisons plutôt la bague.`,
  },
};
