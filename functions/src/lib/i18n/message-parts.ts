import type { MessageValues } from './catalogue-translator';

export type MessagePart = { text: string; name?: string };

const MARK = '\u0000';

/**
 * A translated message cut at some of its arguments, for a template that shows those in its own way
 * (a mail's order number in bold): `render` is the message with the other values filled in. Each named
 * argument comes back as `{ text: '', name }` where the message puts it; the rest as text.
 */
export function messageParts(render: (values: MessageValues) => string, names: readonly string[], values: MessageValues = {}): MessagePart[] {
  const marked = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
  return render({ ...values, ...marked })
    .split(new RegExp(`${MARK}(\\w+)${MARK}`))
    .map((text, i) => (i % 2 === 1 ? { text: '', name: text } : { text }))
    .filter((part) => part.name !== undefined || part.text !== '');
}
