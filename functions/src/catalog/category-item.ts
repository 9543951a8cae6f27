import type { Category } from '@crystal/shared/schemas/category';
import { padId } from '@crystal/shared/table-definition';
import type { CategoryTranslation } from '@crystal/shared/schemas/translation';

/**
 * A collection as the catalogue keeps it: the shopper fields, its place in the Shop menu (`position`,
 * lowest first; the id when unset) and whether it is hidden (unlisted: out of the menu, footer, sidebar,
 * sitemap and the guide's list, while its address still works; docs/decisions/0046-collections-she-manages.md).
 */
export type StoredCategory = Category & {
  position?: number;
  hidden?: boolean;
  /** The order she chose for the collection's pieces (product ids, decision 0105): its listing's default order. */
  pieceOrder?: number[];
};

/** The stored collection; its French draft (frDraft) waits for review and never reaches shoppers. */
export type CategoryItem = StoredCategory & { pk: 'CATEGORIES'; sk: string; type: 'category'; frDraft?: CategoryTranslation };

export const categoryKey = (id: number) => ({ pk: 'CATEGORIES' as const, sk: `CATEGORY#${padId(id)}` });

export function toCategoryItem(c: StoredCategory, frDraft?: CategoryTranslation): CategoryItem {
  return { ...categoryKey(c.id), type: 'category', ...c, ...(frDraft ? { frDraft } : {}) };
}

/** The Shop menu's order: by position, then by id (collections stored before positions existed). */
export const byMenuOrder = (a: StoredCategory, b: StoredCategory) => (a.position ?? a.id) - (b.position ?? b.id) || a.id - b.id;
