import { SHOP } from '../constants/shop';
import { pageHead, type HeadContext, type PageHead } from './head-model';
import { SHARE_TEXTS } from './share-card';

/**
 * The heads of the shop's other pages, from the words each page states. The home page's structured data
 * (the JewelryStore, `homeJsonLd` in store-json-ld.ts) is built apart and given to `homeHead`, so the app's first load carries the
 * page's tags alone and the store's data arrives with the rest of the home page.
 */

/** The home page: the shop's name and share description, with the shop's card, and its structured data. */
export const homeHead = (ctx: HeadContext, jsonLd: Record<string, unknown>[] = []): PageHead =>
  pageHead(ctx, { title: SHOP.name, description: SHARE_TEXTS[ctx.language].description, path: '/', jsonLd });

/** A listing (all pieces, a collection): kept out of the index while it shows a search. */
export const listingHead = (ctx: HeadContext, page: { title: string; description: string; path: string; search?: string }): PageHead =>
  pageHead(ctx, { title: page.title, description: page.description, path: page.path, noindex: Boolean(page.search) });

/** An information page (about, contact, returns, ...): its title and description, with the shop's card. */
export const infoPageHead = (ctx: HeadContext, page: { title: string; description: string; path: string }): PageHead => pageHead(ctx, page);

