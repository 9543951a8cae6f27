import { RETURNS, SIZES, WARRANTY } from '../constants/policies';
import { BETWEEN_SIZES_RULE, RING_SIZE_RANGE } from './ring-size-rules';
import { SHOP } from '../constants/shop';
import { financingText, instalmentProviders, paymentsText, shippingText, type MoneySettings } from './money-claims';
import { customSizingTime, leadTimeClaim } from './lead-time-claims';
import { contactHoursLines } from './opening-hours';
import { PERSONALISED_RETURNS_RULE } from './personalised-returns';
import {
  CRYSTAL_CARE_FR,
  EVERYDAY_CARE_FR,
  METAL_CARE_FR,
  NECKLACE_LENGTHS_FR,
  NON_RETURNABLE_FR,
  BRACELET_NAMES_FR,
  WARRANTY_LINES_FR,
  warrantySummaryFr,
} from './policy-texts-fr';
import { DEFAULT_MONEY_SETTINGS, type FactTopic, type ShopFact } from './shop-facts';
import { BRACELET_SIZES } from './size-tables';

const inchesFr = (s: string) => s.replace(' in', ' po').replace('.', ',').replace('.', ',');

/**
 * The shop's facts in French, topic by topic as the English ones (shop-facts.ts), from the same figures and the
 * same French texts the French pages render. Paths lead to the French pages.
 */
export const shopFactsForFr = (m: MoneySettings): Record<FactTopic, ShopFact> => ({
  shipping: {
    topic: 'shipping',
    title: 'Livraison',
    path: '/fr/terms',
    lines: [
      shippingText(m.shipping, 'fr', m.customWorkDays ?? null),
      `Nous ne publions pas de délai de livraison pour chaque ville : pour une date, écrivez-nous par la page de contact et nous vous répondons en moins de ${SHOP.replyWithinHours} heures.`,
    ],
  },
  returns: {
    topic: 'returns',
    title: 'Retours et échanges',
    path: '/fr/returns',
    lines: [
      `Satisfaction garantie : ${RETURNS.satisfactionDays} jours pour un remboursement complet ou un échange, pour les pièces non portées dans leur emballage d’origine.`,
      `Problème de qualité : ${RETURNS.qualityIssueDays} jours pour un remboursement, un remplacement ou une réparation gratuite.`,
      `Commandes personnalisées : échange seulement, ajustement de taille compris, dans les ${RETURNS.customExchangeDays} jours.`,
      PERSONALISED_RETURNS_RULE.fr,
      `Le remboursement est fait sur votre mode de paiement d’origine dans les ${RETURNS.refundBusinessDays} jours ouvrables suivant la réception.`,
      `Non retournables : ${RETURNS.nonReturnable.map((r) => NON_RETURNABLE_FR[r].toLowerCase()).join(', ')}.`,
    ],
  },
  warranty: {
    topic: 'warranty',
    title: 'Garantie',
    path: '/fr/warranty',
    lines: [
      ...WARRANTY_LINES_FR.map((l) => `${l.what} : ${l.term}. ${l.covers}`),
      warrantySummaryFr.replace('Notre garantie : ', 'En bref : '),
      `Les réparations ou remplacements sont faits en ${WARRANTY.repairDays} jours et vous sont renvoyés gratuitement.`,
    ],
  },
  sizes: {
    topic: 'sizes',
    title: 'Guide des tailles',
    path: '/fr/size-guide',
    lines: [
      `Bagues : ${RING_SIZE_RANGE.fr}; nous ajustons nos bagues jusqu’à ${SIZES.ringResizeWithin} tailles de plus ou de moins.`,
      BETWEEN_SIZES_RULE.fr,
      `Longueurs de collier : ${NECKLACE_LENGTHS_FR.map((n) => `${n.name.toLowerCase()} ${n.inches}`).join(', ')}.`,
      `Bracelets : ${BRACELET_SIZES.map((b) => `${b.size} (${BRACELET_NAMES_FR[b.size].toLowerCase()}, poignet de ${inchesFr(b.inches)})`).join(', ')}.`,
      `Sur mesure : chaque pièce est faite à la main, alors nous pouvons la faire à vos mesures; ${customSizingTime(m.customWorkDays, 'fr')}.`,
    ],
  },
  care: {
    topic: 'care',
    title: 'Entretien des bijoux',
    path: '/fr/jewelry-care',
    lines: [
      ...EVERYDAY_CARE_FR.slice(0, 2),
      ...METAL_CARE_FR.map((m) => `${m.name} : ${m.care}`),
      ...CRYSTAL_CARE_FR.map((c) => `${c.name} (${c.examples}) : ${c.care}`),
    ],
  },
  financing: {
    topic: 'financing',
    title: 'Financement',
    path: '/fr/financing',
    lines: [financingText(m.paymentMethods, 'fr')],
  },
  consultations: {
    topic: 'consultations',
    title: 'Consultations',
    path: '/fr/contact',
    lines: [
      'Demandez une consultation par notre page de contact (cochez la case consultation) : consultations en cristaux, création de bijoux sur mesure, lectures énergétiques, alignement des chakras et bénédiction de bijoux.',
      `Les consultations en ligne sont ouvertes 24 h sur 24, 7 jours sur 7, et nous répondons en moins de ${SHOP.replyWithinHours} heures.`,
      leadTimeClaim(m.customWorkDays, 'fr'),
    ],
  },
  hours: {
    topic: 'hours',
    title: 'Heures d’ouverture',
    path: '/fr/contact',
    lines: [
      `Notre atelier de ${SHOP.city} : ${contactHoursLines('fr', m.week).join('; ')}.`,
      `Courriel : ${SHOP.email}; nous répondons en moins de ${SHOP.replyWithinHours} heures.`,
    ],
  },
  payments: {
    topic: 'payments',
    title: 'Paiement',
    path: '/fr/terms',
    lines: [paymentsText(m.paymentMethods, 'fr'), ...(instalmentProviders(m.paymentMethods, 'fr') ? [financingText(m.paymentMethods, 'fr')] : [])],
  },
});

export const SHOP_FACTS_FR: Record<FactTopic, ShopFact> = shopFactsForFr(DEFAULT_MONEY_SETTINGS);
