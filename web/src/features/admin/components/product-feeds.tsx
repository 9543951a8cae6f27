import { apiPath, withQuery } from '@/lib/api-path';
import { apiUrl } from '@/lib/api-client';

/** A feed address as Google or Meta must fetch it: absolute, on the API's host. */
const absolute = (path: string) => new URL(path, window.location.origin).toString();

const FEEDS = [
  {
    label: 'Google Merchant Center, English',
    url: () => absolute(apiUrl(withQuery(apiPath('googleFeed'), { lang: 'en' }))),
    where: 'Paste into Google Merchant Center > Products > Feeds > add a feed > Scheduled fetch (language English, country Canada).',
  },
  {
    label: 'Google Merchant Center, French',
    url: () => absolute(apiUrl(withQuery(apiPath('googleFeed'), { lang: 'fr' }))),
    where: 'Paste into Google Merchant Center > Products > Feeds > add a feed > Scheduled fetch (language French, country Canada).',
  },
  {
    label: 'Meta (Facebook and Instagram shops)',
    url: () => absolute(apiUrl(apiPath('metaFeed'))),
    where: 'Paste into Meta Commerce Manager > Catalogue > Data sources > Data feed > Scheduled feed.',
  },
];

/**
 * The shopping feeds' addresses (docs/decisions/0106-product-feeds.md), each with where it goes. The feeds
 * follow the catalogue by themselves: a piece changed here is in the next scheduled fetch.
 */
export function ProductFeeds() {
  return (
    <>
      <p className="text-sm text-muted">
        Your pieces for Google Shopping and Meta, kept up to date from the shop (archived and Etsy-only pieces are left out).
      </p>
      <ul className="space-y-4">
        {FEEDS.map((feed) => (
          <li key={feed.label}>
            <p className="font-medium">{feed.label}</p>
            <input readOnly value={feed.url()} aria-label={`${feed.label} feed address`} onFocus={(e) => e.currentTarget.select()} className="mt-1 w-full rounded border border-line px-3 py-2 font-mono text-sm" />
            <p className="mt-1 text-sm text-muted">{feed.where}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
