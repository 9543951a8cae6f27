import { randomUUID } from 'node:crypto';
import { makeCategory, makeProduct } from '../catalog/product.factory';
import { invoke, sessionHeaders } from '../test/invoke';

/** Request bodies and the seeded catalogue shared by the AI endpoint tests. */
export const page = (prompt: unknown, type: unknown = 'text', extra: Record<string, unknown> = {}) => ({
  prompt,
  type,
  maxTokens: 500,
  temperature: 0.7,
  priority: 'medium',
  ...extra,
});
export const post = (p: string, body: unknown, sid = randomUUID()) =>
  invoke('POST', p, { headers: sessionHeaders(sid), body });
export const context = (over: Record<string, unknown> = {}) => ({
  currentPage: '/product/1',
  cartItems: 0,
  timeOnPage: 30,
  previousSearches: ['amethyst'],
  interactionPattern: 'browsing',
  crystalPreferences: [],
  lastInteraction: 'scroll',
  viewingProduct: 7001,
  ...over,
});

/** The pieces and categories every AI endpoint test reads (7001 low stock, 7003 sold out, 7004 inactive). */
export async function seedAiCatalogue(): Promise<void> {
  await makeCategory({ id: 1, name: 'Crystal Necklaces', slug: 'crystal-necklaces' });
  await makeCategory({ id: 2, name: 'Healing Crystals', slug: 'healing-crystals' });
  await makeProduct({
    id: 7001,
    name: 'Amethyst Dream Pendant',
    gemstones: ['Amethyst'],
    categoryId: 1,
    stockQuantity: 3,
  });
  await makeProduct({
    id: 7002,
    name: 'Rose Quartz Heart',
    gemstones: ['Rose Quartz'],
    categoryId: 1,
    stockQuantity: 12,
  });
  await makeProduct({
    id: 7003,
    name: 'Black Tourmaline Rods',
    gemstones: ['Black Tourmaline'],
    categoryId: 2,
    stockQuantity: 0,
  });
  await makeProduct({
    id: 7004,
    name: 'Retired Selenite Plate',
    gemstones: ['Selenite'],
    categoryId: 2,
    isActive: false,
  });
}
