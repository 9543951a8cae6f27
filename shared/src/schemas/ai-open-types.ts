import * as z from '../zod';
import { multiLineText, singleLineText } from './human-text';
import { positiveIntSchema } from './common';
import { refuse, refuseAll } from './refuse';
import { INTERACTION_PATTERNS, evaluatePattern, type InteractionPattern } from '../ai-patterns';

/**
 * The AI calls' fields whose type the product description leaves open, each read in every reasonable
 * form and normalised here, at the edge, so the services see one form. Nonsense is still refused.
 */

const MAX_TIME_MS = 8_640_000_000_000_000;
const TIMESTAMP_MESSAGE = 'timestamp must be epoch milliseconds or an ISO 8601 date-time';
const isoDateTime = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()]);

/** A timestamp as epoch milliseconds or an ISO 8601 string; read as epoch milliseconds. */
export const timestampSchema = z.pipe(
  z.union([z.number(), z.string()], { message: TIMESTAMP_MESSAGE }),
  z.transform((value: number | string, ctx) => {
    const ms = typeof value === 'number' ? value : isoDateTime.safeParse(value.trim()).success ? Date.parse(value.trim()) : NaN;
    if (Number.isInteger(ms) && ms >= 0 && ms <= MAX_TIME_MS) return ms;
    return refuse(ctx, TIMESTAMP_MESSAGE);
  }),
);

const MAX_CART_ITEMS = 10_000;
const cartEntrySchema = z.union(
  [
    z.number(),
    singleLineText({ label: 'cartItems', max: 200, required: false }),
    z.looseObject({ quantity: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_CART_ITEMS))) }),
  ],
  { message: 'each cart item must be an id or an item object' },
);

/** cartItems as a count, or as the list of items (each counts its quantity, or 1); read as the count. */
export const cartItemCountSchema = z.pipe(
  z.union([z.number().check(z.int(), z.minimum(0), z.maximum(MAX_CART_ITEMS)), z.array(cartEntrySchema).check(z.maxLength(500))], {
    message: 'cartItems must be a count (a whole number from 0) or a list of items',
  }),
  z.transform((value: number | z.infer<typeof cartEntrySchema>[], ctx) => {
    if (typeof value === 'number') return value;
    const count = value.reduce<number>((n, e) => n + (typeof e === 'object' ? (e.quantity ?? 1) : 1), 0);
    if (count <= MAX_CART_ITEMS) return count;
    return refuse(ctx, `cartItems must hold ${MAX_CART_ITEMS} pieces or fewer`);
  }),
);

export type BrowsingContext = {
  currentPage: string;
  cartItems: number;
  timeOnPage: number;
  previousSearches: string[];
  interactionPattern: InteractionPattern;
  crystalPreferences: string[];
  lastInteraction: string;
  viewingProduct?: number | null;
};

/**
 * The shopper's browsing context. Every field may be left out: the lists default to empty, the counts
 * to 0, and the interaction pattern is then evaluated from the time on page and the cart.
 */
const browsingFieldsSchema = z.object({
  currentPage: z._default(singleLineText({ label: 'currentPage', max: 300, required: false }), ''),
  cartItems: z._default(cartItemCountSchema, 0),
  timeOnPage: z._default(z.number().check(z.minimum(0), z.maximum(86_400)), 0),
  previousSearches: z._default(z.array(singleLineText({ label: 'previousSearches', max: 100, required: false })).check(z.maxLength(5)), []),
  interactionPattern: z.optional(z.enum(INTERACTION_PATTERNS)),
  crystalPreferences: z._default(z.array(singleLineText({ label: 'crystalPreferences', max: 60, required: false })).check(z.maxLength(20)), []),
  lastInteraction: z._default(singleLineText({ label: 'lastInteraction', max: 60, required: false }), ''),
  viewingProduct: z.optional(z.nullable(positiveIntSchema)),
});

export const browsingContextSchema = z.pipe(
  browsingFieldsSchema,
  z.transform(
    (c: z.infer<typeof browsingFieldsSchema>): BrowsingContext => ({
      ...c,
      interactionPattern: c.interactionPattern ?? evaluatePattern(c.timeOnPage, c.cartItems),
    }),
  ),
);

const CONTEXT_MESSAGE = 'context must be a browsing context object or a text';

/**
 * A browsing context, or a text: a text holding a JSON object is read as the context; any other text
 * (a page name, a label) carries no browsing facts and stands for an empty context.
 */
export const contextOrTextSchema = z.pipe(
  z.union([multiLineText({ label: 'context', max: 4000, required: false }), z.record(z.string(), z.unknown())], { message: CONTEXT_MESSAGE }),
  z.transform((value: string | Record<string, unknown>, ctx): BrowsingContext => {
    let object: unknown = value;
    if (typeof value === 'string') {
      const text = value.trim();
      object = {};
      if (text.startsWith('{')) {
        try {
          object = JSON.parse(text);
        } catch {
          return refuse(ctx, `${CONTEXT_MESSAGE}: this text starts like JSON but is not valid JSON`);
        }
      }
    }
    const parsed = browsingContextSchema.safeParse(object);
    if (parsed.success) return parsed.data;
    return refuseAll(ctx, parsed.error.issues);
  }),
);
