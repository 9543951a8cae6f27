import type { ProductInsights, ProductInsightsRequest } from '@crystal/shared/schemas/ai';
import { CHAKRA_NAMES, findCrystal, type Crystal } from './knowledge/crystals';

export type InsightProduct = {
  id: number;
  name: string;
  gemstones: string[];
  materials: string[];
  stockQuantity: number;
  categoryName: string;
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * Product insights from the piece's real stones (knowledge base) and the shopper's behaviour. Pure and
 * deterministic: the same product and behaviour always give the same answer.
 */
export function productInsights(
  product: InsightProduct,
  behaviour: ProductInsightsRequest['userBehavior'],
): ProductInsights {
  const crystals = [
    ...new Map(
      product.gemstones
        .map(findCrystal)
        .filter((c): c is Crystal => Boolean(c))
        .map((c) => [c.name, c]),
    ).values(),
  ];
  const primary = crystals[0];
  const chakras = CHAKRA_NAMES.filter((ch) => crystals.some((c) => c.chakras.includes(ch)));
  const pairings = [...new Set(crystals.flatMap((c) => c.pairings))].filter(
    (p) => !crystals.some((c) => c.name === p),
  );

  const attention = Math.min(30, behaviour.timeViewing / 4); // up to 30 points for two minutes of looking
  const engagement = Math.min(25, behaviour.interactions * 5);
  const loyalty = Math.min(15, behaviour.previousPurchases * 5);
  const richness = Math.min(20, chakras.length * 4 + crystals.length * 2);

  const emotionalResonance = clamp(35 + richness + attention * 0.8 + engagement * 0.4);
  const purchaseIntent =
    product.stockQuantity === 0
      ? clamp((attention + engagement) / 3)
      : clamp(15 + attention + engagement + loyalty);
  const personalityMatch = clamp(40 + richness + engagement * 0.6 + loyalty);

  return {
    emotionalResonance,
    purchaseIntent,
    personalityMatch,
    energeticProfile: primary
      ? `${primary.energy[0]!.toUpperCase()}${primary.energy.slice(1)}: ${crystals.map((c) => c.name).join(', ')} in ${product.materials.join(' and ').toLowerCase() || 'a natural setting'}`
      : `Handmade ${product.categoryName.toLowerCase()} in ${product.materials.join(' and ').toLowerCase()}`,
    chakraAlignment: chakras,
    crystalAlignment: pairings.slice(0, 4),
    moonPhaseRecommendation:
      primary?.moonPhase ?? 'Full Moon: a traditional time to cleanse and recharge any crystal',
    recommendedTiming: primary ? `Best worn for ${primary.bestTime}` : 'Any time you want a moment of calm',
  };
}
