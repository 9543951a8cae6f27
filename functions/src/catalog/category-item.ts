import type { Category } from '@crystal/shared/schemas/category';
import { padId } from '@crystal/shared/table-definition';
import type { CategoryTranslation } from '@crystal/shared/schemas/translation';

/** The stored collection; its French draft (frDraft) waits for review and never reaches shoppers. */
export type CategoryItem = Category & { pk: 'CATEGORIES'; sk: string; type: 'category'; frDraft?: CategoryTranslation };

export const categoryKey = (id: number) => ({ pk: 'CATEGORIES' as const, sk: `CATEGORY#${padId(id)}` });

export function toCategoryItem(c: Category, frDraft?: CategoryTranslation): CategoryItem {
  return { ...categoryKey(c.id), type: 'category', ...c, ...(frDraft ? { frDraft } : {}) };
}
