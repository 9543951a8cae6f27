import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';

/** Every English catalogue (`<folder>/messages/en.json`) under `root`, as paths relative to it, sorted. */
export const englishCataloguesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => file.endsWith('/messages/en.json'))
    .sort();

/** A catalogue's messages by key, `file` relative to `root`. */
export const readCatalogue = (root: string, file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, string>;

/** The names of a message's ICU arguments ({count}, {name}), wherever they sit in it. */
export function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const collect = (tokens: Token[]): void => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg);
      if ('cases' in token) token.cases.forEach((c) => collect(c.tokens));
    }
  };
  collect(parse(message, { strict: true }));
  return [...names].sort();
}
