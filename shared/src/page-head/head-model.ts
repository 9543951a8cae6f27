import { SHOP } from '../constants/shop';
import { LANGUAGE_TAGS } from '../language-tags';
import type { Language } from '../schemas/language';
import { SHARE_IMAGE, SHARE_TEXTS } from './share-card';

/**
 * A page's head as data (docs/decisions/0116-one-source-for-a-pages-head.md): its title, description,
 * canonical address, its address in each language, its share tags and its structured data. The page-head
 * functions build it from the page's data, the same on the server and in the app; `headHtml` writes it
 * as HTML tags (the catalog function's product page) and the app's `HeadTags` as React elements.
 */
export type PageHead = {
  /** The full title, the shop's name appended. */
  title: string;
  /** `name` (description, robots, twitter:*) or `property` (og:*, product:*) tags, in order. */
  meta: { attribute: 'name' | 'property'; key: string; content: string }[];
  canonical: string;
  /** hreflang alternates: each language's address, and x-default on the English. */
  alternates: { hreflang: string; href: string }[];
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd: Record<string, unknown>[];
};

/** Where the site is: its origin (`https://shop.example`) and base path (`/shop/`). */
export type Site = { origin: string; basePath: string };

/** The site and the page's language: what every head is built for. */
export type HeadContext = Site & { language: Language };

const base = (site: Site) => site.basePath.replace(/\/$/, '');

/** The absolute address of an in-app page (`/products/rings`, `/` for home) in a language: `/shop/fr/products/rings`. */
export function pageUrl(site: Site, language: Language, path: string): string {
  return `${site.origin.replace(/\/$/, '')}${base(site)}${language === 'fr' ? '/fr' : ''}${path}`;
}

/**
 * An absolute address on the site for an asset: a full URL as it is, a rooted one (`/media/...`, or already
 * under the base path) on the origin, one rooted at the app (`/share.jpg`) or relative under the base path.
 */
export function siteUrl(site: Site, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const origin = site.origin.replace(/\/$/, '');
  if (pathOrUrl.startsWith('/media/') || pathOrUrl.startsWith(`${base(site)}/`)) return `${origin}${pathOrUrl}`;
  return `${origin}${base(site)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Open Graph's form of a language tag: fr-CA -> fr_CA. */
const ogLocale = (language: Language) => LANGUAGE_TAGS[language].replace('-', '_');

export type PageFields = {
  /** The page's own title; the shop's name is appended (the home page is the shop's name alone). */
  title: string;
  description: string;
  /** The in-app path (`/products`), without the base path or the language. */
  path: string;
  /** The preview image (absolute, or rooted on the site); the shop's share card when the page has none. */
  image?: { url: string; alt: string };
  type?: 'website' | 'product';
  noindex?: boolean;
  /** Tags after the Open Graph image (a product's price and availability). */
  extraMeta?: PageHead['meta'];
  jsonLd?: Record<string, unknown>[];
};

/** Any page's head: title, description, canonical, hreflang, Open Graph and the twitter card, in its language. */
export function pageHead(ctx: HeadContext, page: PageFields): PageHead {
  const { language } = ctx;
  const title = page.title === SHOP.name ? page.title : `${page.title} | ${SHOP.name}`;
  const url = pageUrl(ctx, language, page.path);
  const name = (key: string, content: string) => ({ attribute: 'name' as const, key, content });
  const property = (key: string, content: string) => ({ attribute: 'property' as const, key, content });
  const image = page.image
    ? [property('og:image', siteUrl(ctx, page.image.url)), property('og:image:alt', page.image.alt)]
    : [
        property('og:image', siteUrl(ctx, SHARE_IMAGE.path)),
        property('og:image:width', String(SHARE_IMAGE.width)),
        property('og:image:height', String(SHARE_IMAGE.height)),
        property('og:image:alt', SHARE_TEXTS[language].imageAlt),
      ];
  return {
    title,
    meta: [
      name('description', page.description),
      ...(page.noindex ? [name('robots', 'noindex')] : []),
      property('og:site_name', SHOP.name),
      property('og:title', title),
      property('og:description', page.description),
      property('og:url', url),
      property('og:type', page.type ?? 'website'),
      property('og:locale', ogLocale(language)),
      property('og:locale:alternate', ogLocale(language === 'fr' ? 'en' : 'fr')),
      ...image,
      ...(page.extraMeta ?? []),
      name('twitter:card', 'summary_large_image'),
    ],
    canonical: url,
    alternates: [
      { hreflang: LANGUAGE_TAGS.en, href: pageUrl(ctx, 'en', page.path) },
      { hreflang: LANGUAGE_TAGS.fr, href: pageUrl(ctx, 'fr', page.path) },
      { hreflang: 'x-default', href: pageUrl(ctx, 'en', page.path) },
    ],
    jsonLd: page.jsonLd ?? [],
  };
}
