import * as z from '../zod';
import { productTextSchema } from './product-text';
import { multiLineText, singleLineText } from './human-text';

/** A piece's French: the same fields and limits as the English ones, so an over-long French field is the same 400. */
export const productTranslationSchema = productTextSchema;
export type ProductTranslation = z.infer<typeof productTranslationSchema>;

export const CATEGORY_MESSAGES = { name: 'Name is required' } as const;
/** A collection's French: its name and description. */
export const categoryTranslationSchema = z.strictObject({
  name: singleLineText({ label: 'Name', max: 80, messages: { required: CATEGORY_MESSAGES.name } }),
  description: z._default(multiLineText({ label: 'Description', max: 500, required: false }), ''),
});
export type CategoryTranslation = z.infer<typeof categoryTranslationSchema>;

/** Approved translations only, keyed by language; English stays in the entity's own fields. */
export const productTranslationsSchema = z.object({ fr: z.optional(productTranslationSchema) });
export type ProductTranslations = { fr?: ProductTranslation };
export const categoryTranslationsSchema = z.object({ fr: z.optional(categoryTranslationSchema) });
export type CategoryTranslations = { fr?: CategoryTranslation };
/** Where only a piece's name travels (cart lines, search suggestions). */
export const nameTranslationsSchema = z.object({ fr: z.optional(z.object({ name: z.string() })) });
export type NameTranslations = { fr?: { name: string } };

/**
 * POST /api/admin/{products|categories}/{id}/french-draft answers the stored draft and where it came from:
 * the artisan's seed French, the local phrasebook, or Bedrock.
 */
export type FrenchDraftResult<T> = { frDraft: T; source: 'seed' | 'phrasebook' | 'bedrock' };

/**
 * A collection as the admin sees it: the shopper fields, its place in the Shop menu (1 first), whether it
 * is hidden, its approved French and its French draft.
 */
export type AdminCategory = {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string;
  position: number;
  hidden: boolean;
  translations: CategoryTranslations;
  frDraft?: CategoryTranslation;
  /** The order she chose for its pieces (product ids; decision 0105); pieces not in it show after them. */
  pieceOrder: number[];
};
