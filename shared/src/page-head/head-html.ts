import type { PageHead } from './head-model';

/** Text or an attribute value made safe inside HTML. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JSON-LD object as script text: '<' escaped, so no text can close the script element. */
export const jsonLdText = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * A page's head as HTML tags (all but the <title>, which takes the place of the shell's own), each marked
 * `data-default-head`: the tags a crawler reads, which the app replaces with the same head, rendered by
 * React (web/src/components/ui/seo.tsx), once it runs.
 */
export function headHtml(head: PageHead): string[] {
  const mark = 'data-default-head';
  const [description, ...meta] = head.meta;
  const metaTag = (m: PageHead['meta'][number]) => `<meta ${m.attribute}="${m.key}" content="${escapeHtml(m.content)}" ${mark} />`;
  return [
    ...(description ? [metaTag(description)] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" ${mark} />`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" ${mark} />`),
    ...meta.map(metaTag),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" ${mark}>${jsonLdText(data)}</script>`),
  ];
}
