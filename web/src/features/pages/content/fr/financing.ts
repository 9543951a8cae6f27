import { FINANCING, SHOP } from '@crystal/shared/constants';
import {
  FINANCING_ELIGIBILITY_FR,
  dollarsFr,
  financingSummaryFr,
} from '@crystal/shared/shop-facts/policy-texts-fr';
import type { FinancingContent } from '../../components/financing-page';

const WORDS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const payments = WORDS[FINANCING.payments] ?? String(FINANCING.payments);

export const content: FinancingContent = {
  title: 'Financement',
  eyebrow: 'Payez à votre rythme',
  description: financingSummaryFr,
  lead: `Étalez le coût d’une pièce spéciale sans payer un sou d’intérêt : ${payments} versements sans intérêt sur ${FINANCING.weeks} semaines, dont ${FINANCING.todayPercent}\u00a0% payé aujourd’hui.`,
  howItWorks: {
    title: 'Comment ça fonctionne',
    payment: (n) => `Versement ${n}`,
    today: 'Aujourd’hui',
    week: (n) => `Semaine ${n}`,
    percent: `${FINANCING.todayPercent}\u00a0%`,
    example: `Par exemple, un collier de {price} devient ${payments} versements de {share} : le premier aujourd’hui, puis un toutes les {everyWeeks} semaines. Aucun intérêt, aucuns frais.`,
  },
  dollars: dollarsFr,
  cents: (n) => `${n.toLocaleString('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0$`,
  eligible: {
    title: 'Qui est admissible',
    intro: 'Un plan de paiement vous est offert si vous avez :',
    items: FINANCING_ELIGIBILITY_FR,
  },
  setUp: {
    title: 'Comment mettre en place votre plan',
    steps: [
      'Écrivez-nous au moyen de notre <contact>page de contact</contact> en indiquant la pièce désirée, avec «\u00a0Plan de paiement\u00a0» comme sujet.',
      `Nous répondons en moins de ${SHOP.replyWithinHours} heures, confirmons les quatre conditions ci-dessus et réservons la pièce pour vous.`,
      `Vous payez les premiers ${FINANCING.todayPercent}\u00a0% le jour même avec votre carte canadienne, et votre pièce est expédiée. Les autres versements suivent toutes les {everyWeeks} semaines.`,
    ],
    after:
      'Vous pouvez rembourser le solde plus tôt en tout temps, sans frais. Les retours suivent notre <returns>politique de retour</returns> habituelle, et tout remboursement est versé sur la carte qui a servi aux paiements.',
  },
};
