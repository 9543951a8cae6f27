import { useQuery } from '@tanstack/react-query';
import { CATEGORY_LINKS, paths } from '@/config/paths';
import { categoriesQuery } from '@/features/catalog/api/get-categories';

type ShopLink = { label: string; to: string };

/** The five fixed Shop entries first, then every other collection of the catalogue (Rings, Bracelets...). */
export function shopLinks(categories: { name: string; slug: string }[] | undefined): ShopLink[] {
  const fixed: ShopLink[] = [...CATEGORY_LINKS];
  const linked = new Set(fixed.map((l) => l.to));
  const more = (categories ?? []).map((c) => ({ label: c.name, to: paths.category(c.slug) })).filter((l) => !linked.has(l.to));
  return [...fixed, ...more];
}

/** Loaded once the menu is first opened (the header's first paint makes no request for it). */
export function useShopLinks(enabled: boolean): ShopLink[] {
  const { data } = useQuery({ ...categoriesQuery(), enabled });
  return shopLinks(data);
}
