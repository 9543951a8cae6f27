import { CURRENCY, SHOP } from '@crystal/shared/constants/shop';
import type { TermsContent } from '../../components/terms-page';

export const content: TermsContent = {
  language: 'fr',
  title: 'Conditions d’utilisation',
  eyebrow: 'Dernière mise à jour : 22 novembre 2026',
  description: `Les conditions pour magasiner chez {legalName} : commandes, prix en ${CURRENCY}, paiement, livraison, retours, consultations et utilisation de notre site Web.`,
  lead: 'Ces conditions s’appliquent lorsque vous utilisez notre site Web ou achetez chez {legalName}, un petit atelier de bijoux situé à {address}. Nous les avons voulues courtes et claires.',
  orders: {
    title: 'Commandes et prix',
    text: `Tous les prix sont en dollars canadiens (${CURRENCY}). Les taxes de vente (TPS, TVH, TVP ou TVQ) sont calculées selon votre province de livraison et affichées avant le paiement. Quand vous passez une commande, nous la confirmons par courriel; nous pouvons annuler et rembourser entièrement une commande si une pièce se révèle indisponible ou si un prix était manifestement erroné.`,
    gstHst: 'Notre numéro d’inscription à la TPS/TVH est le {gstHstNumber}.',
  },
  payment: {
    title: 'Paiement',
    text: 'Votre commande est confirmée dès que le paiement est accepté; les pièces vous sont réservées pendant que le paiement se complète.',
  },
  shipping: { title: 'Livraison' },
  handmade: {
    title: 'Fait main et naturel',
    text: 'Chaque pièce est faite à la main avec des pierres naturelles : la couleur, les motifs et la taille varient donc légèrement par rapport aux photos. Ces petites différences font de votre pièce un objet unique et ne sont pas des défauts.',
  },
  returnsAndWarranty: {
    title: 'Retours et garantie',
    text: 'Notre <returns>politique de retour</returns> et notre <warranty>garantie</warranty> font partie de ces conditions. Elles ne limitent aucun des droits que vous accordent les lois canadiennes ou provinciales sur la protection du consommateur.',
  },
  consultations: {
    title: 'Consultations et information sur les cristaux',
    text: 'Nos consultations, lectures énergétiques, notre guide des cristaux par IA et nos descriptions des propriétés des cristaux s’inspirent de croyances traditionnelles et spirituelles. Ils sont offerts pour l’inspiration et le plaisir, et ne constituent pas des conseils médicaux, psychologiques, juridiques ou financiers. Pour toute question de santé, consultez un professionnel qualifié.',
  },
  website: {
    title: 'Utilisation de notre site Web',
    text: 'Veuillez utiliser le site uniquement à des fins légales et ne pas tenter de le perturber, de le surcharger ou d’accéder aux renseignements d’autres clients. Les photos, les modèles et les textes de ce site appartiennent à {legalName} et ne peuvent être réutilisés sans permission.',
    privacy:
      'La façon dont nous traitons vos renseignements personnels est expliquée dans notre <privacy>politique de confidentialité</privacy>.',
  },
  liability: {
    title: 'Responsabilité et droit applicable',
    text: `Dans la mesure permise par la loi, notre responsabilité pour toute commande se limite au montant que vous avez payé. Ces conditions sont régies par les lois du ${SHOP.province} et les lois fédérales du ${SHOP.country} qui s’y appliquent.`,
  },
  questions: {
    title: 'Questions',
    text: `Écrivez-nous à <mail>{replyToEmail}</mail>{callUs} ou passez par notre <contact>page de contact</contact>; nous répondons en moins de ${SHOP.replyWithinHours} heures.`,
    callUs: ', appelez-nous au <tel>{phone}</tel>,',
  },
};
