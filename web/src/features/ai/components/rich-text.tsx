import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routerBasename } from '@/i18n/locale';

/**
 * An in-shop link of the guide's answer as a route of this site: the shop's base path (and a French
 * prefix, if the guide wrote one) comes off, and the router puts back this site's own, so a link on the
 * French site stays under {base}fr/.
 */
function inAppPath(href: string): string {
  for (const locale of ['fr', 'en'] as const) {
    const prefix = routerBasename(locale);
    if (prefix !== '/' && (href === prefix || href.startsWith(`${prefix}/`))) return href.slice(prefix.length) || '/';
  }
  return href;
}

/**
 * `**bold**` and `[name](/shop/product/1)` inside one line; only in-shop links become links: a path of
 * this site, one slash then no slash or backslash (`//evil.example` and `/\evil.example` are other sites to
 * a browser), and no backslash anywhere. Anything else stays text.
 */
function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\*\*([^*]+)\*\*|\[([^\]]+)\]\((\/(?![/\\])[^)\s\\]*)\)/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1]) out.push(<strong key={`${key}-${m.index}`}>{m[1]}</strong>);
    else {
      const to = inAppPath(m[3]!);
      out.push(
        <Link
          key={`${key}-${m.index}`}
          to={to}
          className="font-medium text-amethyst-700 underline underline-offset-2 hover:text-amethyst-800"
        >
          {m[2]}
        </Link>,
      );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The guide's answers: paragraphs, "- " lists, bold and links to pieces in the shop. */
export function RichText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <div className="space-y-2">
      {blocks.map((block, b) => {
        const lines = block.split('\n');
        const items = lines.filter((l) => l.startsWith('- '));
        const heading = lines.filter((l) => !l.startsWith('- '));
        return (
          <Fragment key={b}>
            {heading.length > 0 && (
              <p className="whitespace-pre-line">{inline(heading.join('\n'), `p${b}`)}</p>
            )}
            {items.length > 0 && (
              <ul className="list-disc space-y-1 pl-5">
                {items.map((l, i) => (
                  <li key={i}>{inline(l.slice(2), `l${b}-${i}`)}</li>
                ))}
              </ul>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
