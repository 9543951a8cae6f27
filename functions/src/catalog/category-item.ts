import type { Category } from '@crystal/shared/schemas/category';
import { padId } from '@crystal/shared/table-definition';

export type CategoryItem = Category & { pk: 'CATEGORIES'; sk: string; type: 'category' };

export const categoryKey = (id: number) => ({ pk: 'CATEGORIES' as const, sk: `CATEGORY#${padId(id)}` });

export function toCategoryItem(c: Category): CategoryItem {
  return { ...categoryKey(c.id), type: 'category', ...c };
}
