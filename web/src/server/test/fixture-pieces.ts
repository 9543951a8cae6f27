import type { Product } from '@crystal/shared/schemas/product';
import { apiPath } from '@/lib/api-path';
import answers from './catalogue-answers.json';

/** The fixture's answers by API path (catalogue-answers.json), as the page renderer's tests read them. */
export type Answers = Record<string, unknown>;
export const fixtureAnswers = answers as Answers;

/** The fixture's listing, its piece with options (product 1), and a made-to-order piece out of stock. */
export const listing = fixtureAnswers[apiPath('listProducts')] as Product[];
export const withOptions = fixtureAnswers[apiPath('getProduct', { id: 1 })] as Product;
export const madeToOrder = listing.find((p) => p.madeToOrder && p.stockQuantity === 0)!;

/** Product 1 as piece 90 with every size sold out (its own count still above 0). */
export const soldOutSizes: Product = {
  ...withOptions,
  id: 90,
  stockQuantity: 5,
  options: withOptions.options!.map((o) => ({ ...o, values: o.values.map((v) => ({ ...v, stockQuantity: 0 })) })),
};
