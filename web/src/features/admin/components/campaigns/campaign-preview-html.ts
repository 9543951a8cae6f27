import { escapeHtml, renderCampaignBody, renderProductCards, type CampaignCard } from '@crystal/shared/campaigns/render-campaign-body';
import { formatRawPrice } from '@crystal/shared/money';
import { productPagePath } from '@crystal/shared/product-page';

export type PreviewLanguage = 'en' | 'fr';
export type PreviewPiece = { id: number; name: string; nameFr?: string; price: string; imageUrl?: string };
export type PreviewText = { subject: string; preheader: string; body: string; subjectFr: string; preheaderFr: string; bodyFr: string };

const FOOTER = {
  en: 'You get this because you signed up for news from Sacred Crystal Jewelry. Unsubscribe',
  fr: 'Vous recevez ce courriel parce que vous êtes inscrit aux nouvelles de Sacred Crystal Jewelry. Se désabonner',
} as const;

/** A French subscriber gets the French, field by field, or the English while she has not written it. */
export function wordsIn(text: PreviewText, language: PreviewLanguage) {
  if (language === 'en') return { subject: text.subject, preheader: text.preheader, body: text.body };
  return { subject: text.subjectFr.trim() || text.subject, preheader: text.preheaderFr.trim() || text.preheader, body: text.bodyFr.trim() || text.body };
}

const absolute = (src: string) => new URL(src, window.location.origin).href;

/** The mail as a subscriber's phone or desktop shows it: the body and cards rendered as the sender renders them. */
export function campaignPreviewHtml(text: PreviewText, pieces: readonly PreviewPiece[], language: PreviewLanguage): string {
  const words = wordsIn(text, language);
  const base = import.meta.env.BASE_URL;
  const cards: CampaignCard[] = pieces.map((p) => ({
    name: language === 'fr' ? (p.nameFr ?? p.name) : p.name,
    price: p.price,
    ...(p.imageUrl ? { imageUrl: absolute(p.imageUrl) } : {}),
    url: absolute(productPagePath(base, p.id, language)),
  }));
  const price = (v: string) => formatRawPrice(v, language === 'fr' ? 'fr-CA' : 'en-CA');
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;background:#f6f2fb;font-family:Georgia,serif;color:#2d2438">',
    `<div style="display:none">${escapeHtml(words.preheader)}</div>`,
    '<div style="max-width:600px;margin:0 auto;padding:20px;background:#fff">',
    `<p style="margin:0 0 4px;font-size:12px;color:#6b6275">${escapeHtml(words.preheader)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(words.subject)}</h1>`,
    renderCampaignBody(words.body),
    renderProductCards(cards, price),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b6275">${escapeHtml(FOOTER[language])}</p>`,
    '</div></body></html>',
  ].join('\n');
}
