import { CRYSTAL_CARE_FR, EVERYDAY_CARE_FR, METAL_CARE_FR } from '@crystal/shared/shop-facts/policy-texts-fr';
import type { JewelryCareContent } from '../../components/jewelry-care-page';

export const content: JewelryCareContent = {
  title: 'Entretien des bijoux',
  eyebrow: 'Pour qu’ils gardent leur éclat',
  description:
    'Comment entretenir les bijoux en argent sterling, plaqué or et cuivre, ainsi que les cristaux et pierres fines naturels : nettoyage, rangement et habitudes au quotidien.',
  lead: 'Les cristaux naturels et les métaux fins demandent un peu d’attention délicate. Quelques habitudes simples gardent votre pièce aussi belle qu’au jour de son arrivée.',
  everyday: { title: 'Au quotidien', items: EVERYDAY_CARE_FR },
  metal: { title: 'Entretien des métaux', items: METAL_CARE_FR },
  crystal: {
    title: 'Entretien des cristaux',
    intro:
      'Chaque pierre est différente. Consultez l’onglet Guide d’entretien sur la page de votre pièce pour ses consignes particulières; en général :',
    examples: (examples) => `Par exemple : ${examples}`,
    items: CRYSTAL_CARE_FR,
    cleansing: {
      title: 'Purifier vos cristaux',
      text: 'Bien des gens aiment purifier leurs pierres sur le plan énergétique. Des façons douces et sans danger pour toutes les pierres : déposer la pièce sur une plaque de sélénite, la laisser au clair de lune sur le rebord d’une fenêtre ou la passer dans la fumée de sauge ou de palo santo. Évitez l’eau salée : elle peut piquer les pierres tendres et ternir le métal.',
    },
  },
  professional: {
    title: 'Réparations',
    text: 'Si un problème survient, consultez notre <warranty>garantie</warranty> ou <contact>écrivez-nous</contact>.',
  },
};
