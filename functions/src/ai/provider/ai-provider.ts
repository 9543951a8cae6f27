import type { CategoryTranslation, ProductTranslation } from '@crystal/shared/schemas/translation';
import type { Language } from '@crystal/shared/schemas/language';
import type { CampaignDraftText } from '@crystal/shared/schemas/campaign';

/** A catalogue piece as the guide sees it: only real, active products, with their shop link. */
export type ShopProduct = {
  id: number;
  name: string;
  price: string;
  category: string;
  /** The collection's address, which never changes (a renamed collection keeps the guide's kind of piece). */
  categorySlug?: string;
  /** False when the collection is hidden: its pieces are still sold, but it is not named as one of the shop's collections. */
  categoryShown?: boolean;
  /** The collection's approved French name, when there is one. */
  categoryFr?: string;
  /** Every collection the piece is in (its main one and the others), by name and by address (decision 0105). */
  collections?: { name: string; slug: string }[];
  gemstones: string[];
  materials: string[];
  stockQuantity: number;
  url: string;
  /** The piece's approved French name and its page on the French site, for answers in French. */
  frName?: string;
  frUrl?: string;
  /** Sizes, lengths...: each value with how many can be bought now (docs/decisions/0035-options-and-choices.md). */
  options?: { name: string; frName?: string; values: { value: string; frValue?: string; available: number }[] }[];
  /** A made-to-order piece: bought up to its open units, shipped within its lead time in business days. */
  madeToOrder?: { leadTimeDays: number };
  /** Its average and count from published reviews only, once one is published: all the guide may say of reviews. */
  rating?: { average: number; count: number };
};

/** An earlier turn of the same conversation (the last few only). */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type TextRequest = {
  prompt: string;
  maxTokens: number;
  temperature: number;
  catalogue: ShopProduct[];
  /** The piece on the shopper's screen, from the live catalogue: what "this" and "it" mean. */
  viewing?: ShopProduct;
  history?: ChatTurn[];
  /** The site the shopper asks from: 'fr' answers in Canadian French. */
  language?: Language;
};
export type TextResult = { content: string; model: string };
export type MediaResult = { content: string; mediaUrl: string; model: string };

/** The English of a piece (with its stones and materials) or a collection, to draft in Québécois French. */
export type FrenchDraftRequest =
  | { kind: 'product'; text: ProductTranslation; gemstones: string[]; materials: string[] }
  | { kind: 'category'; text: CategoryTranslation };
/** A French draft for the artisan to review: where it came from says how much to trust it. */
export type FrenchDraft = { text: ProductTranslation | CategoryTranslation; source: 'seed' | 'phrasebook' | 'bedrock' };

/** A piece she picked for a campaign, as the catalogue has it now (French only when she approved it). */
export type CampaignPiece = {
  name: string;
  description: string;
  /** Decimal string, "68.00". */
  price: string;
  gemstones: string[];
  materials: string[];
  careInstructions: string;
  madeToOrder?: { leadTimeDays: number };
  nameFr?: string;
  descriptionFr?: string;
};
/** What the guide drafts a campaign from: her theme ("full moon in December") and the pieces, in her order. */
export type CampaignDraftRequest = { theme: string; pieces: CampaignPiece[] };

export type AiCapabilities = { text: boolean; image: boolean; audio: boolean; insights: boolean };

/** The AI port: Bedrock + Polly in production, the local knowledge-base provider offline. */
export type AiProvider = {
  name: 'bedrock' | 'local';
  capabilities(): AiCapabilities;
  text(req: TextRequest): Promise<TextResult>;
  image(req: TextRequest): Promise<MediaResult>;
  audio(req: TextRequest): Promise<MediaResult>;
  /** Drafts the French of a piece or collection for /admin; never shown to shoppers until approved. */
  draftFrench(req: FrenchDraftRequest): Promise<FrenchDraft>;
  /**
   * Drafts a newsletter campaign in English and French for /admin (issue 47). The answer is checked by the
   * caller (campaign-draft-service.ts); nothing is sent from it without her pressing Send.
   */
  draftCampaign(req: CampaignDraftRequest): Promise<CampaignDraftText>;
};

export class AiUnavailableError extends Error {
  override name = 'AiUnavailableError';
}

/** Caps text returned to shoppers, cutting at a sentence or word boundary. */
export const MAX_CONTENT_CHARS = 4000;
export function capText(text: string, max = MAX_CONTENT_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('\n'));
  return (end > max * 0.6 ? cut.slice(0, end + 1) : cut.slice(0, cut.lastIndexOf(' '))).trim() + ' ...';
}
