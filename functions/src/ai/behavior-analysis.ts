import { AI_TIMING, OFFER } from '@crystal/shared/constants/ai';
import { LIMITS } from '@crystal/shared/constants/limits';
import {
  evaluatePattern,
  type BehaviorAnalysis,
  type BehaviorAnalysisRequest,
  type BehaviorTrigger,
} from '@crystal/shared/schemas/ai';
import { findCrystal } from './knowledge/crystals';

/** Counts below these are not worth showing: a nudge never says "1 person viewed this". */
export const SOCIAL_PROOF_MIN_VIEWS = 3;
export const SOCIAL_PROOF_MIN_CARTS = 2;

/** `none`: the session may be offered one now; `ineligible`: the server grants it none (decide-offer.ts). */
export type OfferState = 'none' | 'active' | 'used' | 'ineligible';

/** True facts the analysis may speak of: every number in a nudge comes from here. */
export type BehaviourFacts = {
  product: { id: number; name: string; gemstones: string[]; stockQuantity: number };
  viewsLastHour: number;
  cartsHolding: number;
  offer: OfferState;
  offerMinutesLeft: number;
};

function socialProof(facts: BehaviourFacts): string | undefined {
  const parts: string[] = [];
  if (facts.viewsLastHour >= SOCIAL_PROOF_MIN_VIEWS)
    parts.push(`viewed ${facts.viewsLastHour} times in the last hour`);
  if (facts.cartsHolding >= SOCIAL_PROOF_MIN_CARTS)
    parts.push(`in ${facts.cartsHolding} shoppers' carts right now`);
  return parts.length ? `This piece was ${parts.join(' and is ')}.` : undefined;
}

/** The pattern and the nudges for a product view, built only from `facts` (real counts, stock and offer). */
export function analyseBehaviour(req: BehaviorAnalysisRequest, facts: BehaviourFacts): BehaviorAnalysis {
  const { context, sessionData } = req;
  const type = evaluatePattern(context.timeOnPage, context.cartItems);
  const crystals = facts.product.gemstones.map(findCrystal).filter((c) => c !== undefined);
  const motivators = [...new Set(crystals.flatMap((c) => c.properties.slice(0, 2)))].slice(0, 3);
  if (sessionData.scrollDepth >= 60) motivators.push('reads the details');
  if (sessionData.clickPattern.some((c) => /image|gallery|thumbnail/i.test(c)))
    motivators.push('visual appeal');
  if (context.cartItems > 0) motivators.push('building an order');
  const searched = context.previousSearches.find((s) =>
    crystals.some((c) => s.toLowerCase().includes(c.name.toLowerCase())),
  );
  if (searched) motivators.push(`searched for "${searched}"`);

  const triggers: BehaviorTrigger[] = [];
  const proof = socialProof(facts);
  if (proof)
    triggers.push({
      type: 'social_proof',
      message: proof,
      action: 'show_social_proof',
      confidence: 0.85,
      timing: 5,
    });
  const stock = facts.product.stockQuantity;
  if (stock >= 1 && stock <= LIMITS.lowStockThreshold) {
    triggers.push({
      type: 'urgency',
      message: `Only ${stock} left: each piece is made by hand in small batches.`,
      action: 'add_to_cart',
      confidence: type === 'leaving' ? AI_TIMING.leavingUrgencyConfidence : 0.82,
      timing: type === 'leaving' ? 0 : 8,
    });
  }
  if (stock > 0 && facts.offer === 'none' && (type === 'deciding' || type === 'leaving')) {
    triggers.push({
      type: 'personalized_offer',
      message: `${OFFER.percentOff}% off your order, valid for ${OFFER.validMinutes} minutes in this browser.`,
      action: 'claim_offer',
      confidence: 0.86,
      timing: 10,
    });
  }
  if (facts.offer === 'active' && facts.offerMinutesLeft > 0) {
    triggers.push({
      type: 'personalized_offer',
      message: `Your ${OFFER.percentOff}% offer is active for ${facts.offerMinutesLeft} more minute${facts.offerMinutesLeft === 1 ? '' : 's'}; it is taken off your order total at checkout.`,
      action: 'go_to_checkout',
      confidence: 0.81,
      timing: 3,
    });
  }
  const primary = crystals[0];
  if (primary) {
    triggers.push({
      type: 'educational',
      message: `${primary.name} pairs well with ${primary.pairings.slice(0, 2).join(' and ')}.`,
      action: 'open_ai_insights',
      confidence: 0.6,
      timing: 15,
    });
    triggers.push({
      type: 'timing',
      message: primary.moonPhase,
      action: 'open_ai_insights',
      confidence: 0.5,
      timing: 30,
    });
  }
  return { pattern: { type, motivators }, triggers };
}
