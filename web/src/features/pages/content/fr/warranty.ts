import { WARRANTY } from '@crystal/shared/constants/policies';
import { WARRANTY_LINES_FR, warrantySummaryFr } from '@crystal/shared/shop-facts/policy-texts-fr';
import type { WarrantyContent } from '../../components/warranty-page';

export const content: WarrantyContent = {
  title: 'Garantie',
  eyebrow: 'Fait pour durer',
  description: warrantySummaryFr,
  lead: 'Nous fabriquons chaque pièce pour qu’elle soit portée et aimée pendant des années, et nous la garantissons. Voici exactement ce qui est couvert, et pour combien de temps.',
  covered: {
    title: 'Ce qui est couvert',
    caption: 'La couverture de la garantie et sa durée',
    headers: ['Couverture', 'Durée', 'Ce qu’elle couvre'],
    rows: WARRANTY_LINES_FR.map((l) => [l.what, l.term, l.covers]),
    after: 'La garantie court à partir du jour où votre commande est livrée et couvre l’acheteur d’origine.',
  },
  notCovered: {
    title: 'Ce qui n’est pas couvert',
    items: [
      'Le ternissement et la patine naturels de l’argent, du cuivre et du laiton (voir notre guide d’entretien).',
      'Les dommages causés par un accident, une mauvaise utilisation ou l’exposition à des produits chimiques, au chlore ou à l’eau salée.',
      'Les éclats ou égratignures des pierres causés par des chocs et des chutes.',
      'Les pièces modifiées ou réparées par quelqu’un d’autre que nous.',
    ],
  },
  claim: {
    title: 'Comment faire une réclamation',
    steps: [
      'Écrivez à <mail>{replyToEmail}</mail> ou utilisez notre <contact>formulaire de contact</contact> en indiquant votre numéro de commande, avec une photo du problème.',
      `Nous examinons chaque réclamation en moins de ${WARRANTY.claimReviewHours} heures et vous envoyons une étiquette d’expédition prépayée.`,
      `Dès que votre pièce nous parvient, nous la réparons ou la remplaçons en ${WARRANTY.repairDays} jours et vous la renvoyons sans frais.`,
    ],
  },
};
