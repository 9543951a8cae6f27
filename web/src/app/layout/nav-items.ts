import { paths } from '@/config/paths';

/**
 * The header's links after the Shop menu (docs/decisions/0020-screens-and-texts.md). `label` is a key of
 * this folder's catalogue, translated while rendering.
 */
export const MAIN_NAV = [
  { label: 'crystalGuide', to: paths.aiAssistant },
  { label: 'about', to: paths.about },
  { label: 'contact', to: paths.contact },
] as const;

export const QUICK_ACTIONS = [
  { label: 'getCrystalGuidance', to: paths.aiAssistant },
  { label: 'connectWithUs', to: paths.contact },
] as const;

/** '/' is active only on an exact match; every other link on a path-prefix match. */
export function isActivePath(linkTo: string, pathname: string): boolean {
  if (linkTo === '/') return pathname === '/';
  return pathname === linkTo || pathname.startsWith(linkTo.endsWith('/') ? linkTo : `${linkTo}/`);
}

/** The Shop menu is active anywhere in the catalogue: listings and product pages. */
export const isShopPath = (pathname: string) => isActivePath(paths.products, pathname) || pathname.startsWith('/product/');
