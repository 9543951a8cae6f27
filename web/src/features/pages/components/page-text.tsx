import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useShopDetails } from '@/lib/shop-info';

export const linkClass = 'font-semibold text-amethyst-700 underline underline-offset-2';

/** Values a page text names in braces: `{legalName}`, `{callUs}`. */
export type TextValues = Record<string, ReactNode>;
/** What a tag in a page text becomes: `<returns>returns policy</returns>` is a link around its words. */
type Tags = Record<string, (words: ReactNode) => ReactNode>;

const TAG = /<(\w+)>(.*?)<\/\1>/g;
const VALUE = /\{(\w+)\}/;

function valueOf(values: TextValues, name: string): ReactNode {
  if (!(name in values)) throw new Error(`A page text names {${name}}, which has no value`);
  return values[name];
}

/** A text's `{name}`s filled in; a value is never read for tags, so a shop detail cannot make markup. */
function fill(text: string, values: TextValues): ReactNode[] {
  return text
    .split(VALUE)
    .map((part, i) => (i % 2 === 1 ? valueOf(values, part) : part))
    .filter((part) => part !== '');
}

/** A page text with its tags made into elements and its `{name}`s filled in. Tags do not nest. */
export function richText(text: string, tags: Tags, values: TextValues): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, words] = match as unknown as [string, string, string];
    const tag = tags[name];
    if (!tag) throw new Error(`A page text has a <${name}> tag, which no page knows`);
    parts.push(...fill(text.slice(last, match.index), values), tag(fill(words, values)));
    last = match.index + whole.length;
  }
  parts.push(...fill(text.slice(last), values));
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

/** A text without tags, with its `{name}`s filled in: for a title or a description. */
export function plainText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(valueOf(values, name)));
}

const to = (path: string) => (words: ReactNode) => (
  <Link to={path} className={linkClass}>
    {words}
  </Link>
);

/**
 * The texts of an information page, read in its language's content module: `rich` for a paragraph (its
 * links, emphasis and the shop's details from its settings), `plain` for a title or description.
 */
export function usePageText() {
  const details = useShopDetails();
  const { legalName, address, replyToEmail, phone, gstHstNumber, returnWindowDays } = details;
  const shop = { legalName, address, replyToEmail, phone, gstHstNumber, returnWindowDays };
  const tags: Tags = {
    contact: to(paths.contact),
    returns: to(paths.returns),
    warranty: to(paths.warranty),
    privacy: to(paths.privacy),
    mail: (words) => (
      <a href={`mailto:${replyToEmail}`} className={linkClass}>
        {words}
      </a>
    ),
    tel: (words) => (
      <a href={`tel:${phone}`} className={linkClass}>
        {words}
      </a>
    ),
    em: (words) => <em>{words}</em>,
    strong: (words) => <strong>{words}</strong>,
  };
  return {
    details,
    rich: (text: string, values: TextValues = {}) => richText(text, tags, { ...shop, ...values }),
    plain: (text: string, values: Record<string, string | number> = {}) =>
      plainText(text, { ...shop, ...values }),
  };
}
