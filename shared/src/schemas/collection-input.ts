import * as z from '../zod';
import { SLUG_MAX, SLUG_PATTERN, SLUG_REFUSALS, slugRefusal } from '../collection-slug';
import { positiveIntSchema } from './common';
import { multiLineText, singleLineText } from './human-text';

/** How many collections the shop holds at most: a menu longer than this helps no shopper. */
export const MAX_COLLECTIONS = 40;

export const COLLECTION_MESSAGES = {
  slug: 'The address must be lower-case letters and digits joined by dashes, like earrings or gift-sets',
  reservedSlug: SLUG_REFUSALS.reserved,
  order: 'List every collection once, in the order shoppers should see them',
} as const;

const name = (label: string) => singleLineText({ label, max: 80 });
const description = (label: string) => z._default(multiLineText({ label, max: 500, required: false }), '');

/** Her French for a collection, entered beside the English (the same limits, the same text rule). */
export const collectionFrenchInputSchema = z.strictObject({
  name: name('French name'),
  description: description('French description'),
});

export const collectionSlugSchema = z.string().check(
  z.trim(),
  z.maxLength(SLUG_MAX, COLLECTION_MESSAGES.slug),
  z.regex(SLUG_PATTERN, COLLECTION_MESSAGES.slug),
  z.superRefine((s, ctx) => {
    const refusal = slugRefusal(s);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  }),
);

const fields = {
  name: name('Name'),
  description: description('Description'),
  /** Hidden: out of the Shop menu, the footer, the sidebar, the sitemap and the guide's list; its address still works. */
  hidden: z._default(z.boolean(), false),
  /** Approved French, as shoppers on the French site see it (optional: the AI guide can draft it later). */
  translations: z.optional(z.strictObject({ fr: z.optional(collectionFrenchInputSchema) })),
};

/**
 * POST /api/admin/categories: `{ name, description, slug?, hidden?, translations? }`. The slug (its address,
 * /products/{slug}) is made from the name unless she gives one; it never changes afterwards.
 */
export const collectionCreateSchema = z.strictObject({ ...fields, slug: z.optional(collectionSlugSchema) });
export type CollectionCreate = z.input<typeof collectionCreateSchema>;
export type CollectionCreateParsed = z.infer<typeof collectionCreateSchema>;

/**
 * PUT /api/admin/categories/{id}: rename, describe, hide or show. A `slug` may be sent back as it is
 * (a form that round-trips the collection); a different one is refused, since shoppers have the address.
 */
export const collectionUpdateSchema = z.strictObject({ ...fields, slug: z.optional(z.string().check(z.maxLength(200))) });
export type CollectionUpdate = z.input<typeof collectionUpdateSchema>;
export type CollectionUpdateParsed = z.infer<typeof collectionUpdateSchema>;

/** PUT /api/admin/categories/order: every collection's id once, in the Shop menu's new order. */
export const collectionOrderSchema = z.strictObject({
  ids: z
    .array(positiveIntSchema)
    .check(
      z.minLength(1, COLLECTION_MESSAGES.order),
      z.maxLength(MAX_COLLECTIONS, COLLECTION_MESSAGES.order),
      z.refine((ids) => new Set(ids).size === ids.length, COLLECTION_MESSAGES.order),
    ),
});
export type CollectionOrder = z.infer<typeof collectionOrderSchema>;
