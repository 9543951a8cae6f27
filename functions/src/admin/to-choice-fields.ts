import type { ProductInputParsed } from '@crystal/shared/schemas/admin-product';
import type { ProductChoicesFields } from '@crystal/shared/schemas/product-options';

/**
 * The editor's options, questions and made-to-order settings as the product stores them: empty fields
 * left out (a value without its own stock draws on the piece's; no price difference is none).
 */
export function toChoiceFields(input: Pick<ProductInputParsed, 'options' | 'personalization' | 'madeToOrder'>): ProductChoicesFields {
  const options = (input.options ?? []).map((o) => ({
    name: o.name,
    values: o.values.map((v) => ({
      value: v.value,
      ...(typeof v.stockQuantity === 'number' ? { stockQuantity: v.stockQuantity } : {}),
      ...(v.priceDelta ? { priceDelta: v.priceDelta } : {}),
      ...(v.translations?.fr?.value ? { translations: { fr: { value: v.translations.fr.value } } } : {}),
    })),
    ...(o.translations?.fr?.name ? { translations: { fr: { name: o.translations.fr.name } } } : {}),
  }));
  const personalization = (input.personalization ?? []).map((q) => ({
    label: q.label,
    maxLength: q.maxLength,
    required: q.required,
    ...(q.translations?.fr?.label ? { translations: { fr: { label: q.translations.fr.label } } } : {}),
  }));
  return {
    ...(options.length ? { options } : {}),
    ...(personalization.length ? { personalization } : {}),
    ...(input.madeToOrder ? { madeToOrder: { leadTimeDays: input.madeToOrder.leadTimeDays, openUnits: input.madeToOrder.openUnits } } : {}),
  };
}
