import type { BrowsingContext } from '@crystal/shared/schemas/ai';
import { findCrystal, type Crystal } from './knowledge/crystals';

const MAX_SUGGESTIONS = 4;

/** Suggestions for the shopper's browsing context, from the knowledge base and the product being viewed. */
export function contextualSuggestions(
  context: BrowsingContext,
  viewing?: { name: string; gemstones: string[] },
): string[] {
  const out: string[] = [];
  const stones = (viewing?.gemstones ?? []).map(findCrystal).filter((c): c is Crystal => Boolean(c));
  const primary = stones[0];
  if (viewing && primary) {
    out.push(`${primary.name} pairs beautifully with ${primary.pairings.slice(0, 2).join(' or ')}.`);
    out.push(`Care tip for ${viewing.name}: ${primary.care}.`);
  }
  for (const term of context.previousSearches.slice(-2)) {
    const crystal = findCrystal(term) ?? findCrystal(term.split(' ')[0] ?? '');
    if (crystal && crystal !== primary)
      out.push(`You searched for "${term}": ${crystal.name} is valued as ${crystal.energy}.`);
  }
  for (const pref of context.crystalPreferences) {
    const crystal = findCrystal(pref);
    if (crystal && crystal !== primary)
      out.push(`For your love of ${crystal.name}, try ${crystal.pairings[0]} alongside it.`);
  }
  if (context.interactionPattern === 'deciding')
    out.push('Not sure of the size? The size guide shows how to measure at home.');
  out.push('Ask the Crystal Wisdom Guide which stone suits your intention.');
  return [...new Set(out)].slice(0, MAX_SUGGESTIONS);
}
