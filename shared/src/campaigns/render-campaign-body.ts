/**
 * A campaign's body as mail HTML (issue 47): the artisan's text, with `## ` headings and
 * `[text](https://...)` links, everything else escaped. Pure, so the sender's mail and the editor's preview
 * render the very same markup. Only https links become links; any other link stays as its escaped text.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every character HTML could read as markup, escaped (text and attribute values alike). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** An https address as a browser would read it, or undefined (javascript:, data:, http:, relative...). */
export function safeHttpsUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Inline text: escaped, with its https links as anchors in the shop's link colour. */
export function renderInline(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    const url = safeHttpsUrl(href!);
    html += escapeHtml(text.slice(last, match.index));
    html += url
      ? `<a href="${escapeHtml(url)}" style="color:#6b4fa0;text-decoration:underline">${escapeHtml(label!)}</a>`
      : escapeHtml(whole);
    last = match.index! + whole.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Blocks are separated by blank lines; a line starting with `## ` is a heading; other lines break within a paragraph. */
export function renderCampaignBody(body: string): string {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push(`<p style="margin:0 0 16px;line-height:1.6">${paragraph.map(renderInline).join('<br>')}</p>`);
    paragraph = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) {
      flush();
      blocks.push(`<h2 style="margin:24px 0 8px;font-size:20px;line-height:1.3">${renderInline(heading[1]!.trim())}</h2>`);
    } else if (!line) flush();
    else paragraph.push(line);
  }
  flush();
  return blocks.join('\n');
}

/** A piece as a card in the mail: its photo, name, price and page. */
export type CampaignCard = { name: string; price: string; imageUrl?: string; url: string };

/** The picked pieces as cards, one under the other (a phone's width and a desktop's read them alike). */
export function renderProductCards(cards: readonly CampaignCard[], priceLabel: (price: string) => string): string {
  return cards
    .map((card) => {
      const url = safeHttpsUrl(card.url) ?? safeLocalUrl(card.url);
      const image = card.imageUrl && (safeHttpsUrl(card.imageUrl) ?? safeLocalUrl(card.imageUrl));
      const name = escapeHtml(card.name);
      const img = image ? `<img src="${escapeHtml(image)}" alt="${name}" width="160" style="display:block;max-width:100%;height:auto;border-radius:8px">` : '';
      const text = `<p style="margin:8px 0 0;font-weight:600">${name}</p><p style="margin:4px 0 0">${escapeHtml(priceLabel(card.price))}</p>`;
      return url
        ? `<div style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="color:inherit;text-decoration:none">${img}${text}</a></div>`
        : `<div style="margin:0 0 20px">${img}${text}</div>`;
    })
    .join('\n');
}

/** The shop's own addresses when it runs locally (http://localhost), for the preview and the local outbox. */
function safeLocalUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1') ? url.href : undefined;
  } catch {
    return undefined;
  }
}
