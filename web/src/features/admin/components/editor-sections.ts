import type { ProductInput } from '@crystal/shared/schemas/admin-product';

/** The product editor's sections, and the fields each holds (French has its own save). */
export const SECTION_TITLES = {
  details: 'Details',
  price: 'Price and stock',
  options: 'Options and made to order',
  personalisation: 'Personalisation',
  photos: 'Photos',
  french: 'French',
} as const;
export type Section = keyof typeof SECTION_TITLES;

const SECTION_FIELDS: Record<Exclude<Section, 'french'>, readonly (keyof ProductInput)[]> = {
  details: ['name', 'description', 'categoryId', 'collectionIds', 'materials', 'gemstones', 'weight', 'careInstructions', 'isActive', 'isFeatured'],
  price: ['price', 'stockQuantity', 'sku', 'etsyLink'],
  options: ['options', 'madeToOrder'],
  personalisation: ['personalization'],
  photos: ['images'],
};

/** The sections holding any of these fields (react-hook-form's dirty fields or errors), in page order. */
export const sectionsWith = (fields: object): Section[] =>
  (Object.keys(SECTION_FIELDS) as Exclude<Section, 'french'>[]).filter((k) => SECTION_FIELDS[k].some((f) => f in fields));

/**
 * Which sections start open: all of them for a new piece; for a saved one its details and its price and
 * stock (the everyday edits), the rest folded so the page fits a phone.
 */
export const openAtStart = (isNew: boolean): Record<Section, boolean> => ({
  details: true,
  price: true,
  options: isNew,
  personalisation: isNew,
  photos: isNew,
  french: false,
});
