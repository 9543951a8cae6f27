/**
 * The guide's one-time offer: whether a session gets one, its price and its record.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { decideOffer, offerEligible } from './decide-offer';
export { isActive } from './offer-item';
export { activeOfferDiscount, type OfferLine } from './offer-pricing';
export { consumeOfferUpdate, getOffer, issueOffer, restoreOffer } from './offer-repository';
export { recordSessionView } from './session-activity';
