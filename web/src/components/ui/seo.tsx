import { useEffect } from 'react';
import { SHOP } from '@crystal/shared/constants';
import { SHARE_IMAGE } from '@/config/share';

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

/** An absolute URL under the shop's base path for an in-app path or an already absolute/rooted URL. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const rooted = pathOrUrl.startsWith(basePath + '/') || pathOrUrl.startsWith('/media/') ? pathOrUrl : `${basePath}${pathOrUrl}`;
  return `${origin}${rooted}`;
}

/** Removes index.html's default share tags (see web/build/seo-files.ts) once a page has its own. */
function useReplaceDefaultTags() {
  useEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-default-head]')) tag.remove();
  }, []);
}

/**
 * Per-route title, description, canonical URL and Open Graph tags; React 19 hoists them into <head>, and
 * index.html's default tags make way for them.
 */
export function Seo({ title, description, path, image = SHARE_IMAGE.path, type = 'website', noindex }: SeoProps) {
  useReplaceDefaultTags();
  const fullTitle = title === SHOP.name ? title : `${title} | ${SHOP.name}`;
  const url = absoluteUrl(path);
  const shareCard = image === SHARE_IMAGE.path;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SHOP.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="en_CA" />
      <meta property="og:image" content={absoluteUrl(image)} />
      {shareCard && <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />}
      {shareCard && <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />}
      {shareCard && <meta property="og:image:alt" content={SHARE_IMAGE.alt} />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/** Structured data as JSON-LD; '<' is escaped so text can never close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
  );
}
