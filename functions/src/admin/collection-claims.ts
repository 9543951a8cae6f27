import { collectionNameKey } from '@crystal/shared/collection-slug';

/**
 * A collection's slug and name are each unique: one item per slug and per name (folded: case, accents and
 * spacing ignored), written in the same transaction as the collection with a condition that refuses one
 * another collection holds. The seed writes them too (scripts/seed/seed-catalogue.ts).
 */
export const slugClaimKey = (slug: string) => ({ pk: `CATEGORY_SLUG#${slug}`, sk: 'CATEGORY' as const });
export const nameClaimKey = (name: string) => ({ pk: `CATEGORY_NAME#${collectionNameKey(name)}`, sk: 'CATEGORY' as const });

export const slugClaimItem = (slug: string, categoryId: number) => ({ ...slugClaimKey(slug), type: 'categorySlug', categoryId });
export const nameClaimItem = (name: string, categoryId: number) => ({ ...nameClaimKey(name), type: 'categoryName', categoryId });
