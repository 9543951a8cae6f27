import * as z from 'zod';
import { INTERACTION_PATTERNS, evaluatePattern, type InteractionPattern } from '../ai-patterns';

/**
 * The AI calls' fields whose type the product description leaves open, each read in every reasonable
 * form and normalised here, at the edge, so the services see one form. Nonsense is still refused.
 */

const MAX_TIME_MS = 8_640_000_000_000_000;
const TIMESTAMP_MESSAGE = 'timestamp must be epoch milliseconds or an ISO 8601 date-time';
const isoDateTime = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()]);

/** A timestamp as epoch milliseconds or an ISO 8601 string; read as epoch milliseconds. */
export const timestampSchema = z.union([z.number(), z.string()], { message: TIMESTAMP_MESSAGE }).transform((value, ctx) => {
  const ms = typeof value === 'number' ? value : isoDateTime.safeParse(value.trim()).success ? Date.parse(value.trim()) : NaN;
  if (Number.isInteger(ms) && ms >= 0 && ms <= MAX_TIME_MS) return ms;
  ctx.addIssue({ code: 'custom', message: TIMESTAMP_MESSAGE });
  return z.NEVER;
});

const MAX_CART_ITEMS = 10_000;
const cartEntrySchema = z.union(
  [z.number(), z.string().max(200), z.looseObject({ quantity: z.number().int().min(1).max(MAX_CART_ITEMS).optional() })],
  { message: 'each cart item must be an id or an item object' },
);

/** cartItems as a count, or as the list of items (each counts its quantity, or 1); read as the count. */
export const cartItemCountSchema = z
  .union([z.number().int().min(0).max(MAX_CART_ITEMS), z.array(cartEntrySchema).max(500)], {
    message: 'cartItems must be a count (a whole number from 0) or a list of items',
  })
  .transform((value, ctx) => {
    if (typeof value === 'number') return value;
    const count = value.reduce<number>((n, e) => n + (typeof e === 'object' ? (e.quantity ?? 1) : 1), 0);
    if (count <= MAX_CART_ITEMS) return count;
    ctx.addIssue({ code: 'custom', message: `cartItems must hold ${MAX_CART_ITEMS} pieces or fewer` });
    return z.NEVER;
  });

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
export const browsingContextSchema = z
  .object({
    currentPage: z.string().max(300).default(''),
    cartItems: cartItemCountSchema.default(0),
    timeOnPage: z.number().min(0).max(86_400).default(0),
    previousSearches: z.array(z.string().max(100)).max(5).default([]),
    interactionPattern: z.enum(INTERACTION_PATTERNS).optional(),
    crystalPreferences: z.array(z.string().max(60)).max(20).default([]),
    lastInteraction: z.string().max(60).default(''),
    viewingProduct: z.number().int().positive().nullable().optional(),
  })
  .transform(
    (c): BrowsingContext => ({
      ...c,
      interactionPattern: c.interactionPattern ?? evaluatePattern(c.timeOnPage, c.cartItems),
    }),
  );

const CONTEXT_MESSAGE = 'context must be a browsing context object or a text';

/**
 * A browsing context, or a text: a text holding a JSON object is read as the context; any other text
 * (a page name, a label) carries no browsing facts and stands for an empty context.
 */
export const contextOrTextSchema = z
  .union([z.string().max(4000), z.record(z.string(), z.unknown())], { message: CONTEXT_MESSAGE })
  .transform((value, ctx): BrowsingContext => {
    let object: unknown = value;
    if (typeof value === 'string') {
      const text = value.trim();
      object = {};
      if (text.startsWith('{')) {
        try {
          object = JSON.parse(text);
        } catch {
          ctx.addIssue({ code: 'custom', message: `${CONTEXT_MESSAGE}: this text starts like JSON but is not valid JSON` });
          return z.NEVER;
        }
      }
    }
    const parsed = browsingContextSchema.safeParse(object);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
