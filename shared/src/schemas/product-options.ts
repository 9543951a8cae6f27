import * as z from '../zod';
import { decimalStringSchema } from './common';

/**
 * A piece's options, personalisation questions and made-to-order lead time, as the product JSON gives
 * them and as the product item stores them (docs/decisions/0035-options-and-choices.md). The stored and
 * the served shapes are the same, so the server and the web price and check a choice with one code.
 */
export const optionValueSchema = z.object({
  value: z.string(),
  /** The value's own stock; without it, the value draws on the piece's stock. */
  stockQuantity: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** What this value adds to the piece's price, as a decimal string ("10.00"). */
  priceDelta: z.optional(decimalStringSchema),
  translations: z.optional(z.object({ fr: z.optional(z.object({ value: z.string() })) })),
});
export type OptionValue = z.infer<typeof optionValueSchema>;

export const productOptionSchema = z.object({
  name: z.string(),
  values: z.array(optionValueSchema),
  translations: z.optional(z.object({ fr: z.optional(z.object({ name: z.string() })) })),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const personalizationQuestionSchema = z.object({
  label: z.string(),
  maxLength: z.number().check(z.int(), z.positive()),
  required: z.boolean(),
  translations: z.optional(z.object({ fr: z.optional(z.object({ label: z.string() })) })),
});
export type PersonalizationQuestion = z.infer<typeof personalizationQuestionSchema>;

export const madeToOrderSchema = z.object({
  /** Business days (Monday to Friday) from the order to shipping. */
  leadTimeDays: z.number().check(z.int(), z.positive()),
  /** How many more the artisan will take on now: reserved and released like stock. */
  openUnits: z.optional(z.number().check(z.int(), z.minimum(0))),
});
export type MadeToOrder = z.infer<typeof madeToOrderSchema>;

/** The fields a product gains (shopper JSON and stored item alike). */
export type ProductChoicesFields = {
  options?: ProductOption[];
  personalization?: PersonalizationQuestion[];
  madeToOrder?: MadeToOrder;
};

/** A shopper's choices as sent and kept on a cart line and an order line. */
export type ChosenOptions = Record<string, string>;
export type PersonalizationAnswers = Record<string, string>;

export const OPTION_LIMITS = {
  options: 3,
  values: 20,
  questions: 2,
  nameLength: 30,
  valueLength: 30,
  labelLength: 60,
  answerMax: 200,
  leadTimeMax: 120,
  openUnitsMax: 1000,
} as const;

/** One choice as shown on every surface (product-choices.ts `describeChoices`). */
export const lineChoiceSchema = z.object({
  kind: z.enum(['option', 'personalization']),
  name: z.string(),
  value: z.string(),
  fr: z.optional(z.object({ name: z.string(), value: z.string() })),
});
