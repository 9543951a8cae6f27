/**
 * The guide's one-time offer: whether a session gets one, and its record. Its price, at checkout and in the
 * order, is discounts/' (every reduction of an order, decision 0121).
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { decideOffer, offerEligible } from './decide-offer';
export { isActive, type OfferItem } from './offer-item';
export { consumeOfferUpdate, getOffer, issueOffer, restoreOffer } from './offer-repository';
export { recordSessionView } from './session-activity';
