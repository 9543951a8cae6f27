import { RETURNS } from '@crystal/shared/constants/policies';
import { SHOP } from '@crystal/shared/constants/shop';
import { PERSONALISED_RETURNS_RULE } from '@crystal/shared/shop-facts/personalised-returns';
import { NON_RETURNABLE_FR } from '@crystal/shared/shop-facts/policy-texts-fr';
import type { ReturnsContent } from '../../components/returns-page';

export const content: ReturnsContent = {
  title: 'Retours et échanges',
  eyebrow: 'Satisfaction garantie',
  description: `Retournez toute pièce dans les {returnWindowDays} jours, et un problème de qualité dans les ${RETURNS.qualityIssueDays} jours; les commandes personnalisées s’échangent seulement, dans les ${RETURNS.customExchangeDays} jours. Remboursement en ${RETURNS.refundBusinessDays} jours ouvrables.`,
  lead: 'Nous voulons que vous aimiez ce que vous recevez. Si une pièce ne vous convient pas, voici comment fonctionnent les retours et les échanges.',
  windows: {
    title: 'Délais de retour',
    caption: 'Le délai pour retourner ou échanger une pièce, à compter de la livraison',
    headers: ['Situation', 'Délai', 'Ce que nous offrons'],
    rows: [
      [
        'Satisfaction garantie',
        '{returnWindowDays} jours',
        'Un remboursement complet ou un échange, pour n’importe quelle raison, pour les pièces non portées dans leur emballage d’origine.',
      ],
      [
        'Problèmes de qualité',
        `${RETURNS.qualityIssueDays} jours`,
        'Un remboursement, un remplacement ou une réparation gratuite si la fabrication ou les matériaux font défaut.',
      ],
      [
        'Commandes personnalisées et pièces personnalisées (gravées)',
        `${RETURNS.customExchangeDays} jours`,
        `${PERSONALISED_RETURNS_RULE.fr} Ajustements de taille compris; elles ne sont pas remboursables.`,
      ],
      [
        'Cartes-cadeaux',
        'Tant qu’elle n’a pas servi',
        'Un remboursement complet sur votre moyen de paiement d’origine; une carte qui a servi, même en partie, ne peut plus être remboursée.',
      ],
    ],
  },
  howTo: {
    title: 'Comment retourner une pièce',
    steps: [
      'Écrivez-nous à <mail>{replyToEmail}</mail> ou au moyen du <contact>formulaire de contact</contact> en indiquant votre numéro de commande et ce que vous souhaitez faire.',
      `Nous vous envoyons l’adresse de retour et les instructions, habituellement en moins de ${SHOP.replyWithinHours} heures.`,
      'Emballez la pièce dans sa pochette et sa boîte, et expédiez-la avec un numéro de suivi.',
      `À sa réception, nous vous remboursons sur votre mode de paiement d’origine dans un délai de ${RETURNS.refundBusinessDays} jours ouvrables.`,
    ],
  },
  cannot: {
    title: 'Articles que nous ne pouvons pas reprendre',
    intro: 'Par souci d’hygiène et d’équité, les articles suivants ne peuvent pas être retournés :',
    items: RETURNS.nonReturnable.map((item) => NON_RETURNABLE_FR[item]),
    after:
      'Un problème de qualité en dehors de ces délais peut tout de même être couvert par notre <warranty>garantie</warranty>.',
  },
};
