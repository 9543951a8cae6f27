/** Published to ai: the server's offer decision and its record of the session's views. */
export { decideOffer, offerEligible } from '../decide-offer';
export { recordSessionView } from '../session-activity';
