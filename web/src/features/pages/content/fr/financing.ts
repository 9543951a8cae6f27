import { FINANCING } from '@crystal/shared/constants/policies';
import { dollarsFr } from '@crystal/shared/shop-facts/policy-texts-fr';
import type { FinancingContent } from '../../components/financing-page';

const WORDS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const payments = WORDS[FINANCING.payments] ?? String(FINANCING.payments);

export const content: FinancingContent = {
  language: 'fr',
  title: 'Financement',
  eyebrow: 'Payer votre pièce',
  paying: {
    title: 'Comment vous payez',
    noPlanOfOurOwn: 'Nous n’offrons pas nous-mêmes de plan de paiement : une pièce est payée à la commande.',
  },
  plan: {
    title: 'Comment ça fonctionne',
    payment: (n) => `Versement ${n}`,
    today: 'Aujourd’hui',
    week: (n) => `Semaine ${n}`,
    percent: `${FINANCING.todayPercent}\u00a0%`,
    example: `Par exemple, un collier de {price} devient ${payments} versements de {share} à {providers} : le premier aujourd’hui, puis un toutes les {everyWeeks} semaines.`,
    steps: [
      'À la caisse, choisissez {providers} dans le formulaire de paiement.',
      '{providers} décide sur le moment de vous offrir le plan, et nous paie la pièce en entier.',
      `Vous remboursez {providers} en ${payments} versements sur ${FINANCING.weeks} semaines, selon ses propres conditions.`,
      'Les retours suivent notre <returns>politique de retour</returns> habituelle; un remboursement passe par {providers}.',
    ],
  },
  customWork: {
    title: 'Pièces sur mesure',
    text: 'Pour une pièce faite pour vous, notre soumission peut demander un acompte; nous vous envoyons un lien pour le solde une fois la pièce terminée. Écrivez-nous au moyen de notre <contact>page de contact</contact>.',
  },
  dollars: dollarsFr,
  cents: (n) => `${n.toLocaleString('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0$`,
};
