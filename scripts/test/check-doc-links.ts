import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A Markdown text without its fenced code blocks and inline code, where a `[x](y)` is no link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, (c) => (c === '_' ? '_' : ''));
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The links of a Markdown text that point into the repo (no scheme): `[text](path#anchor)`. */
export function localLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/**
 * The broken links of one Markdown file: a relative path that does not exist, or an #anchor that is not
 * a heading of the Markdown file it points to. Each as `file -> target`.
 */
export function brokenLinks(file: string, read: (file: string) => string = (f) => readFileSync(f, 'utf8')): string[] {
  return localLinks(read(file)).flatMap((target) => {
    const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
    const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(pathPart));
    if (!existsSync(resolved)) return [`${file} -> ${target}`];
    if (anchor === undefined) return [];
    if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return [`${file} -> ${target}`];
    return headingAnchors(read(resolved)).has(decodeURIComponent(anchor)) ? [] : [`${file} -> ${target}`];
  });
}
