/**
 * A campaign's body format (issue 47): plain text, where
 * - a line starting with `## ` is a heading;
 * - lines separated by a blank line are paragraphs (a single line break stays a line break);
 * - `[text](https://...)` is a link (https only; anything else stays text as typed).
 * Nothing else is markup: `<`, `>`, `&` and quotes are escaped, so a `<script>` in the body is shown as
 * text in the mail, never run. One parser, two renderings (the mail's HTML and its plain-text part), so
 * the preview in /admin and the mail read the same.
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };
export type Block = { kind: 'heading'; parts: Inline[] } | { kind: 'paragraph'; lines: Inline[][] };

const LINK = /\[([^\]\n]{1,200})\]\((https:\/\/[^\s()<>"']{1,2000})\)/g;

/** The text and links of one line. */
export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, text, href] = match;
    if (!isSafeHttps(href!)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: line.slice(last, match.index) });
    parts.push({ kind: 'link', text: text!, href: href! });
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

function isSafeHttps(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function parseCampaignBody(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
    } else if (line.startsWith('## ') && line.slice(3).trim()) {
      flush();
      blocks.push({ kind: 'heading', parts: parseInline(line.slice(3).trim()) });
    } else {
      paragraph.push(parseInline(line));
    }
  }
  flush();
  return blocks;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export type HtmlStyles = { heading: string; paragraph: string; link: string };

/** The mail's styles for the body (the shop's ink and accent, as in functions/src/emails), used by the sender and the preview alike. */
export const CAMPAIGN_BODY_STYLES: HtmlStyles = {
  heading: 'font-size:17px;line-height:24px;color:#2a2140;margin:20px 0 8px',
  paragraph: 'font-size:15px;line-height:22px;color:#2a2140;margin:0 0 12px',
  link: 'color:#6d4aa8;text-decoration:underline',
};

const inlineHtml = (parts: Inline[], styles: HtmlStyles) =>
  parts
    .map((p) =>
      p.kind === 'text' ? escapeHtml(p.text) : `<a href="${escapeHtml(p.href)}" style="${styles.link}">${escapeHtml(p.text)}</a>`,
    )
    .join('');

/** Safe HTML: every text escaped, links https only, the only tags h2, p, br and a. */
export function campaignBodyHtml(blocks: Block[], styles: HtmlStyles): string {
  return blocks
    .map((b) =>
      b.kind === 'heading'
        ? `<h2 style="${styles.heading}">${inlineHtml(b.parts, styles)}</h2>`
        : `<p style="${styles.paragraph}">${b.lines.map((l) => inlineHtml(l, styles)).join('<br>')}</p>`,
    )
    .join('\n');
}

const inlineText = (parts: Inline[]) => parts.map((p) => (p.kind === 'text' ? p.text : `${p.text} (${p.href})`)).join('');

/** The plain-text part: headings on their own line, links as "text (url)". */
export function campaignBodyText(blocks: Block[]): string {
  return blocks.map((b) => (b.kind === 'heading' ? inlineText(b.parts).toUpperCase() : b.lines.map(inlineText).join('\n'))).join('\n\n');
}
