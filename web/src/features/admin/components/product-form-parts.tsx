import type { AdminProduct, ProductInput } from '@crystal/shared/schemas/admin-product';
import { choicesInput } from './choices-fields';

/** The product editor's parts: the empty form and a saved piece as the form's values (its fields are form-field.tsx). */
export const EMPTY: ProductInput = {
  name: '',
  description: '',
  price: '',
  categoryId: 0,
  collectionIds: [],
  materials: [],
  gemstones: [],
  weight: '',
  sku: '',
  stockQuantity: 0,
  isFeatured: false,
  isActive: true,
  etsyLink: '',
  careInstructions: '',
  images: [],
  options: [],
  personalization: [],
  madeToOrder: null,
};

export function toInput(p: AdminProduct): ProductInput {
  return {
    name: p.name,
    description: p.description,
    price: p.price,
    categoryId: p.categoryId,
    // The form keeps the other collections; the save sends the main one first with them (decision 0105).
    collectionIds: p.collectionIds.filter((c) => c !== p.categoryId),
    materials: p.materials,
    gemstones: p.gemstones,
    weight: p.weight,
    sku: p.sku,
    stockQuantity: p.stockQuantity,
    isFeatured: p.isFeatured,
    isActive: p.isActive,
    etsyLink: p.etsyLink ?? '',
    careInstructions: p.careInstructions,
    images: p.images.map(({ id, alt }) => ({ id, alt })),
    ...choicesInput(p),
    // The version loaded: a save from a form that a sale has overtaken gets 409 and today's stock (decision 0092).
    updatedAt: p.updatedAt,
  };
}

export const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

