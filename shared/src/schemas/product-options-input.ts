import * as z from '../zod';
import { centsToDecimalString } from '../money/cents';
import { parsePriceInput } from '../money/parse-price-input';
import { choiceTextSchema } from './choice-text';
import { OPTION_LIMITS as L } from './product-options';
import { refuse } from './refuse';

/** The editor's messages for options, questions and made to order: the field leads, as elsewhere in the admin. */
export const OPTION_MESSAGES = {
  optionName: 'Option name is required (like Size)',
  value: 'Each value needs a name (like 7)',
  values: 'An option needs at least one value',
  duplicateOption: 'Two options have the same name',
  duplicateValue: 'Two values of this option are the same',
  valueStock: 'A value’s stock must be a whole number of 0 or more (or empty to use the piece’s stock)',
  priceDelta: 'Enter a price difference like 10 or 10.50 (or empty for none)',
  label: 'Question label is required (like Engraving)',
  duplicateLabel: 'Two questions have the same label',
  maxLength: `Maximum length must be a whole number from 1 to ${L.answerMax}`,
  leadTime: `Lead time must be a whole number of business days from 1 to ${L.leadTimeMax}`,
  openUnits: `Open units must be a whole number from 0 to ${L.openUnitsMax}`,
} as const;
const M = OPTION_MESSAGES;

const label = (max: number, message: string) =>
  z.pipe(z.string().check(z.trim()), z.pipe(choiceTextSchema(max), z.string().check(z.minLength(1, message))));
/** The French beside the English label; empty is none (the English shows). */
const frText = (max: number) => z.pipe(z.string().check(z.trim()), choiceTextSchema(max));
const frOf = <K extends string>(key: K, max: number) =>
  z.optional(z.strictObject({ fr: z.optional(z.strictObject({ [key]: frText(max) } as Record<K, ReturnType<typeof frText>>)) }));

/** A price difference as typed ("10", "10.5", "$10"), stored as "10.00"; empty or 0 is none. */
const priceDeltaInput = z.pipe(
  z.union([z.string().check(z.maxLength(40)), z.number()], { message: M.priceDelta }),
  z.transform((value: string | number, ctx) => {
    if (String(value).trim() === '') return undefined;
    const cents = parsePriceInput(String(value));
    if (cents === null) return refuse(ctx, M.priceDelta);
    return cents === 0 ? undefined : centsToDecimalString(cents);
  }),
);

const countOf = (message: string, max: number, min = 0) => z.number({ message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));

export const optionValueInputSchema = z.strictObject({
  value: label(L.valueLength, M.value),
  stockQuantity: z.optional(z.nullable(countOf(M.valueStock, 100_000))),
  priceDelta: z.optional(z.nullable(priceDeltaInput)),
  translations: frOf('value', L.valueLength),
});

const unique = <T>(items: T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

export const productOptionInputSchema = z
  .strictObject({
    name: label(L.nameLength, M.optionName),
    values: z.array(optionValueInputSchema).check(z.minLength(1, M.values), z.maxLength(L.values, `An option has at most ${L.values} values`)),
    translations: frOf('name', L.nameLength),
  })
  .check(z.refine((o) => unique(o.values, (v) => v.value), { message: M.duplicateValue, path: ['values'] }));

export const personalizationInputSchema = z.strictObject({
  label: label(L.labelLength, M.label),
  maxLength: countOf(M.maxLength, L.answerMax, 1),
  required: z._default(z.boolean(), false),
  translations: frOf('label', L.labelLength),
});

export const madeToOrderInputSchema = z.strictObject({
  leadTimeDays: countOf(M.leadTime, L.leadTimeMax, 1),
  openUnits: z._default(countOf(M.openUnits, L.openUnitsMax), 0),
});

/** The three fields the product editor (and PUT /api/admin/products/{id}) takes beside the others. */
export const productChoicesInputShape = {
  options: z.optional(
    z
      .array(productOptionInputSchema)
      .check(
        z.maxLength(L.options, `A piece has at most ${L.options} options`),
        z.refine((options) => unique(options, (o) => o.name), M.duplicateOption),
      ),
  ),
  personalization: z.optional(
    z
      .array(personalizationInputSchema)
      .check(
        z.maxLength(L.questions, `A piece asks at most ${L.questions} questions`),
        z.refine((questions) => unique(questions, (q) => q.label), M.duplicateLabel),
      ),
  ),
  madeToOrder: z.optional(z.nullable(madeToOrderInputSchema)),
};
