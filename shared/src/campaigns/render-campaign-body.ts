/**
 * A campaign's body and product cards as the editor's preview shows them (issue 47): the body through the
 * sender's own parser and styles, so the preview and the mail read the same.
 */

import { CAMPAIGN_BODY_STYLES, campaignBodyHtml, escapeHtml, parseCampaignBody } from './campaign-body';

export { escapeHtml };

/** An https address as a browser would read it, or undefined (javascript:, data:, http:, relative...). */
export function safeHttpsUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The body as the mail has it: the sender's one parser and its styles (campaign-body.ts). */
export const renderCampaignBody = (body: string): string => campaignBodyHtml(parseCampaignBody(body), CAMPAIGN_BODY_STYLES);

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
