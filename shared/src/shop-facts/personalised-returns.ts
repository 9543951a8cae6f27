import { RETURNS } from '../constants/policies';

/**
 * The one returns rule for a personalised piece (an engraving, a custom order), in one sentence: the
 * product page, the cart and checkout, the returns page, the confirmation mail and the guide all say it
 * (issue 44 build 4). The returns policy's "Custom orders" window is the rule: exchange only, never a refund.
 * Engraved pieces are therefore not in RETURNS.nonReturnable.
 */
export const PERSONALISED_RETURNS_RULE = {
  en: `Personalised pieces are exchange only, within ${RETURNS.customExchangeDays} days.`,
  fr: `Les pièces personnalisées sont échangeables seulement, dans un délai de ${RETURNS.customExchangeDays} jours.`,
} as const;

export function personalisedReturnsRule(lang: 'en' | 'fr'): string {
  return PERSONALISED_RETURNS_RULE[lang];
}
