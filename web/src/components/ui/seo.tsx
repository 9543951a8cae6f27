import { useLayoutEffect } from 'react';
import { pageHead, type HeadContext, type PageFields, type PageHead } from '@crystal/shared/page-head/head-model';
import { jsonLdText } from '@crystal/shared/page-head/head-html';
import { currentLocale } from '@/i18n/i18n';

/** The site's origin: the browser's, or on the server the one the page is rendered for (server/render-page.tsx). */
let serverOrigin = '';
const origin = () => (typeof window === 'undefined' ? serverOrigin : window.location.origin);

/** The origin the server renders absolute addresses with (the site's own, as the browser will see it). */
export function setServerOrigin(value: string): void {
  serverOrigin = value.replace(/\/$/, '');
}

/** What a page's head is built for (shared/src/page-head): the site as the browser sees it, and the page's language. */
export const headContext = (): HeadContext => ({ origin: origin(), basePath: import.meta.env.BASE_URL, language: currentLocale() });

/** Whether the head the page arrived with has made way for the app's (below). */
let madeWay = false;
/** The titles the page arrived with (the server's or the shell's), until the app's own stands before them. */
let inheritedTitles: Element[] = [];

/**
 * The head the page arrived with (the HTML's tags, marked `data-default-head`) makes way for the app's as the
 * app first draws a page's head: its tags are removed while that render runs, before React commits the app's.
 * React adopts a <meta> or <link> of the same content already in the head rather than add its own, so
 * removing the page's first tags after React's commit would remove the adopted ones with them. Until the app
 * draws a head, the page keeps the one it arrived with, however late that code comes (the home page's comes
 * with its lower half, after the take-over). Idempotent: a render React repeats or discards removes nothing
 * more. The title is not removed before React's commit: a page is never without one (useOneTitle).
 */
function makeWayForOwnHead() {
  if (madeWay || typeof document === 'undefined') return;
  madeWay = true;
  inheritedTitles = [...document.head.querySelectorAll('title')];
  for (const tag of document.head.querySelectorAll('[data-default-head]:not(title)')) tag.remove();
}

/**
 * After React's commit its title is the head's first: React puts its own before the title the page arrived
 * with (or adopts it). The titles the page arrived with then go, but never one React owns, which it removes
 * itself when the page changes.
 */
function useOneTitle() {
  useLayoutEffect(() => {
    const first = document.head.querySelector('title');
    for (const title of inheritedTitles) if (title !== first) title.remove();
    inheritedTitles = inheritedTitles.filter((title) => title === first);
    first?.removeAttribute('data-default-head');
  });
}

/**
 * Structured data as JSON-LD; '<' is escaped so text can never close the script element. The page-head
 * functions give each object its language (`inLanguage`).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/**
 * A page's head (shared/src/page-head) as React elements: title, description, canonical URL, the page's
 * address in each language, Open Graph and twitter tags, which React 19 hoists into <head>, and its
 * structured data. The catalog function writes the same head as HTML (`headHtml`); the head the page
 * arrived with makes way for these.
 */
export function HeadTags({ head }: { head: PageHead }) {
  makeWayForOwnHead();
  useOneTitle();
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((m) =>
        m.attribute === 'name' ? <meta key={m.key} name={m.key} content={m.content} /> : <meta key={m.key} property={m.key} content={m.content} />,
      )}
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {head.jsonLd.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}

/** Any page's head from its title, description and in-app path (`pageHead`), in the page's language. */
export function Seo(props: Omit<PageFields, 'extraMeta' | 'jsonLd'>) {
  return <HeadTags head={pageHead(headContext(), props)} />;
}
