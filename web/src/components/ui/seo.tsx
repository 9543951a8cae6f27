import { useEffect } from 'react';
import { SHOP } from '@crystal/shared/constants/shop';
import { SHARE_IMAGE, SHARE_TEXTS } from '@/config/share';
import { currentLocale } from '@/i18n/i18n';
import { LOCALE_TAGS, LOCALES, routerBasename, type Locale } from '@/i18n/locale';

type SeoProps = {
  /** Page title; the shop name is appended. */
  title: string;
  description: string;
  /** In-app path for the canonical URL (e.g. '/products'), without the base path. */
  path: string;
  /** The preview image; the shop's preview card when the page has none of its own. */
  image?: string;
  type?: 'website' | 'product';
  noindex?: boolean;
};

const basePath = import.meta.env.BASE_URL.replace(/\/$/, '');

/** An absolute URL under the shop's base path for an asset (the share card, an image) or an already absolute/rooted URL. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const rooted = pathOrUrl.startsWith(basePath + '/') || pathOrUrl.startsWith('/media/') ? pathOrUrl : `${basePath}${pathOrUrl}`;
  return `${origin()}${rooted}`;
}

/** The site's origin: the browser's, or on the server the one the page is rendered for (server/render-page.tsx). */
let serverOrigin = '';
const origin = () => (typeof window === 'undefined' ? serverOrigin : window.location.origin);

/** The origin the server renders absolute addresses with (the site's own, as the browser will see it). */
export function setServerOrigin(value: string): void {
  serverOrigin = value.replace(/\/$/, '');
}

/** The absolute address of an in-app page in a language (the page's own by default): `/shop/fr/product/3`. */
export function pageUrl(path: string, locale: Locale = currentLocale()): string {
  return `${origin()}${routerBasename(locale).replace(/\/$/, '')}${path}`;
}

/** The shop's share description and preview-card text in the page's language. */
export const shareTexts = () => SHARE_TEXTS[currentLocale()];

/** Open Graph's form of a language tag: fr-CA -> fr_CA. */
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

/** Removes index.html's default share tags (see web/build/seo-files.ts) once a page has its own. */
function useReplaceDefaultTags() {
  useEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-default-head]')) tag.remove();
  }, []);
}

/**
 * Per-route title, description, canonical URL, the page's address in each language (hreflang, with
 * x-default on the English) and Open Graph tags, in the page's language; React 19 hoists them into
 * <head>, and index.html's default tags make way for them.
 */
export function Seo({ title, description, path, image = SHARE_IMAGE.path, type = 'website', noindex }: SeoProps) {
  useReplaceDefaultTags();
  const fullTitle = title === SHOP.name ? title : `${title} | ${SHOP.name}`;
  const locale = currentLocale();
  const url = pageUrl(path, locale);
  const shareCard = image === SHARE_IMAGE.path;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={LOCALE_TAGS[l]} href={pageUrl(path, l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={pageUrl(path, 'en')} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SHOP.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <meta key={l} property="og:locale:alternate" content={ogLocale(l)} />
      ))}
      <meta property="og:image" content={absoluteUrl(image)} />
      {shareCard && <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />}
      {shareCard && <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />}
      {shareCard && <meta property="og:image:alt" content={SHARE_TEXTS[locale].imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/**
 * Structured data as JSON-LD; '<' is escaped so text can never close the script element. On the French
 * site it says its language (`inLanguage: fr-CA`).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const inLanguage = currentLocale() === 'fr' ? { inLanguage: LOCALE_TAGS.fr } : {};
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify({ ...data, ...inLanguage }).replace(/</g, '\\u003c') }} />
  );
}
