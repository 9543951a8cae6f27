import type { Product } from '@crystal/shared/schemas/product';
import { notFound } from '../lib/errors';
import { getProduct, getProductsByIds } from '../catalog';
import { listCategories } from '../catalog';
import { toProductDto } from '../catalog';
import { deleteWishlistEntry, listWishlistEntries, saveWishlistEntry } from './wishlist-repository';

/** The session's saved pieces as products, most recently saved first; retired pieces are left out. */
export async function listWishlist(sessionId: string): Promise<Product[]> {
  const entries = await listWishlistEntries(sessionId);
  if (entries.length === 0) return [];
  const [items, categories] = await Promise.all([getProductsByIds(entries.map((e) => e.productId)), listCategories()]);
  const byId = new Map([...items].filter(([, p]) => p.isActive));
  return [...entries]
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.productId - b.productId)
    .flatMap((e) => {
      const item = byId.get(e.productId);
      return item ? [toProductDto(item, categories.find((c) => c.id === item.categoryId))] : [];
    });
}

export async function addToWishlist(sessionId: string, productId: number, now = new Date()): Promise<Product> {
  const [item, categories] = await Promise.all([getProduct(productId), listCategories()]);
  if (!item || !item.isActive) throw notFound('Product');
  await saveWishlistEntry(sessionId, productId, now);
  return toProductDto(item, categories.find((c) => c.id === item.categoryId));
}

export async function removeFromWishlist(sessionId: string, productId: number): Promise<void> {
  await deleteWishlistEntry(sessionId, productId);
}
