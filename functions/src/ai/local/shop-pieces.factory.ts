import type { ShopProduct } from '../provider/ai-provider';

/** A piece as the guide's catalogue holds it (the amethyst pendant unless told otherwise). */
export const shopPiece = (over: Partial<ShopProduct> = {}): ShopProduct => ({
  id: 1,
  name: 'Amethyst Point Pendant',
  price: '68.00',
  category: 'Crystal Necklaces',
  gemstones: ['Amethyst'],
  materials: ['Sterling Silver'],
  stockQuantity: 12,
  url: '/shop/product/1',
  ...over,
});

/** The same with its approved French name and French page. */
export const frenchPiece = (over: Partial<ShopProduct>): ShopProduct =>
  shopPiece({ frName: 'Pendentif pointe d’améthyste', frUrl: '/shop/fr/product/1', ...over });

/** A moonstone ring in stock and a sold-out amethyst ring, beside the pendant, for the French guide's tests. */
export const MOONSTONE_RING = frenchPiece({ id: 19, name: 'Moonstone Stacking Ring', category: 'Crystal Rings', gemstones: ['Rainbow Moonstone'], price: '46.00', frName: 'Bague empilable en pierre de lune', frUrl: '/shop/fr/product/19' });
export const SOLD_OUT_RING = frenchPiece({ id: 20, name: 'Raw Amethyst Ring', category: 'Crystal Rings', price: '52.00', stockQuantity: 0, frName: 'Bague en améthyste brute', frUrl: '/shop/fr/product/20' });
