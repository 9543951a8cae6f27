/**
 * The English-word detector of the French sweeps (issue 46): the French mails
 * (functions/src/test/french-mails.test.ts) and the French pages (web/src/server/french-pages.test.tsx).
 * Words no French sentence uses; a text that holds one reads (partly) in English.
 */
export const ENGLISH_WORDS = [
  'the', 'your', 'you', 'and', 'with', 'will', 'please', 'thank', 'thanks', 'here', 'this', 'that', 'our', 'we',
  'of', 'for', 'is', 'are', 'has', 'have', 'been', 'order', 'view', 'link',
] as const;

/** The pages' own English: the words of buttons, labels and states that the mails never use. */
export const ENGLISH_PAGE_WORDS = [
  'add', 'cart', 'sold', 'out', 'more', 'back', 'next', 'previous', 'close', 'search', 'shipping', 'free', 'items',
  'from', 'about', 'sign', 'show', 'hide', 'loading', 'read', 'sort', 'filter', 'filters', 'price', 'size', 'sizes',
  'buy', 'gift', 'card', 'checkout', 'subtotal', 'remove', 'shop', 'new', 'sale', 'all', 'made', 'each',
] as const;

const pattern = (words: readonly string[]) => new RegExp(`(?<![\\p{L}\\p{N}_])(${words.join('|')})(?![\\p{L}\\p{N}_])`, 'giu');

/** The distinct English words in a text, in the order met, from the given list (the mails' by default). */
export function englishWordsIn(text: string, words: readonly string[] = ENGLISH_WORDS): string[] {
  return [...new Set(text.match(pattern(words)) ?? [])];
}

/**
 * The text a reader sees in an HTML fragment: without its style and script elements, tags, entities,
 * addresses (http and mail) and the given names (the shop's name, its address: names, not English).
 */
export function visibleText(html: string, names: readonly string[] = []): string {
  let text = html
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  for (const name of names) if (name) text = text.replaceAll(name, ' ');
  return text.replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ');
}
