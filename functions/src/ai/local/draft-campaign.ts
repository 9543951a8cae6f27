import { formatRawPrice } from '@crystal/shared/money';
import { CAMPAIGN_LIMITS, type CampaignDraftText } from '@crystal/shared/schemas/campaign';
import type { CampaignDraftRequest, CampaignPiece } from '../provider/ai-provider';
import { themeInFrench } from './campaign-theme-fr';
import { draftFrenchLocally } from './draft-french';

const COUNT_EN = ['', 'one piece', 'two pieces', 'three pieces', 'four pieces', 'five pieces', 'six pieces'];
const COUNT_FR = ['', 'une pièce', 'deux pièces', 'trois pièces', 'quatre pièces', 'cinq pièces', 'six pièces'];
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The first sentences of a text, up to about `max` characters (whole sentences; at least the first). */
export function leadSentences(text: string, max = 220): string {
  const sentences = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+/);
  let out = sentences[0] ?? '';
  for (const s of sentences.slice(1)) {
    if (out.length + s.length + 1 > max) break;
    out += ` ${s}`;
  }
  return out.length > max * 1.5 ? `${out.slice(0, out.lastIndexOf(' ', max))}…` : out;
}

/** "A, B and C" / "A, B et C". */
const listOf = (names: string[], and: string) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

/** Cuts a one-line text to a limit at a word, never mid-word. */
const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max - 1))}…`);

/** The piece's French: her approved French, else the phrasebook's draft (seed pieces have her own). */
function french(p: CampaignPiece): { name: string; description: string } {
  if (p.nameFr && p.descriptionFr) return { name: p.nameFr, description: p.descriptionFr };
  const text = { name: p.name, description: p.description, careInstructions: p.careInstructions };
  const draft = draftFrenchLocally({ kind: 'product', text, gemstones: p.gemstones, materials: p.materials }).text;
  return { name: p.nameFr ?? draft.name, description: p.descriptionFr ?? draft.description };
}

/** Jewellery worked in the studio (a metal or a wrap), not a natural stone sold as it is. */
const isWorked = (p: CampaignPiece) => p.materials.some((m) => !/natural stone/i.test(m));

function englishPiece(p: CampaignPiece): string {
  const made = p.madeToOrder ? ` Made to order: it ships within ${p.madeToOrder.leadTimeDays} business days.` : '';
  return `## ${p.name}\n\n${leadSentences(p.description)} ${formatRawPrice(p.price)}.${made}`;
}

function frenchPiece(p: CampaignPiece, fr: { name: string; description: string }): string {
  const made = p.madeToOrder ? ` Fait sur commande : expédié en ${p.madeToOrder.leadTimeDays} jours ouvrables.` : '';
  return `## ${fr.name}\n\n${leadSentences(fr.description)} ${formatRawPrice(p.price, 'fr-CA')}.${made}`;
}

/**
 * The local provider's campaign (issue 47): written from the pieces' own names, descriptions and prices
 * and her theme, in the studio's voice, in English and French. It states only what the catalogue says:
 * no discount, no deadline, no stock count, no promise the shop does not make.
 */
export function draftCampaignLocally(req: CampaignDraftRequest): CampaignDraftText {
  const theme = req.theme.replace(/\s+/g, ' ').trim();
  const themeFr = themeInFrench(theme);
  const n = req.pieces.length;
  const frs = req.pieces.map(french);
  const names = req.pieces.map((p) => p.name);

  const subject = fit(`${capital(theme)}: ${COUNT_EN[n]} from the studio`, CAMPAIGN_LIMITS.subject);
  const subjectFr = fit(themeFr ? `${capital(themeFr)} : ${COUNT_FR[n]} de l’atelier` : `${capital(COUNT_FR[n]!)} de l’atelier`, CAMPAIGN_LIMITS.subject);
  // "Made by hand" only when every piece is worked jewellery; a natural stone is chosen, not made.
  const handmade = req.pieces.every(isWorked);
  const whereEn = handmade ? 'made by hand in Winnipeg' : 'from the studio in Winnipeg';
  const namesEn = `${listOf(names, 'and')}, ${whereEn}.`;
  const namesFr = `${listOf(frs.map((f) => f.name), 'et')}, ${handmade ? 'faits à la main à Winnipeg' : 'de l’atelier, à Winnipeg'}.`;
  const preheader = namesEn.length <= CAMPAIGN_LIMITS.preheader ? namesEn : `${capital(COUNT_EN[n]!)} ${whereEn}.`;
  const preheaderFr =
    namesFr.length <= CAMPAIGN_LIMITS.preheader ? namesFr : `${capital(COUNT_FR[n]!)} ${handmade ? 'faites à la main à Winnipeg' : 'de l’atelier, à Winnipeg'}.`;

  const chose = n === 1 ? 'this piece' : `these ${COUNT_EN[n]}`;
  const body = [
    `## ${capital(theme)}`,
    `Hello from the studio in Winnipeg. With ${theme} in mind, I chose ${chose} for you. ${handmade ? 'Each one is made by hand here, one at a time.' : 'I picked each one myself, here in the studio.'}`,
    ...req.pieces.map(englishPiece),
    'Thank you for reading, and for supporting a small studio.',
  ].join('\n\n');
  const choisi = n === 1 ? 'cette pièce' : `ces ${COUNT_FR[n]}`;
  const bodyFr = [
    `## ${capital(themeFr ?? 'Des nouvelles de l’atelier')}`,
    `Bonjour de l’atelier, à Winnipeg. J’ai choisi ${choisi} pour vous${handmade ? '. Chacune est faite à la main ici, une à une.' : ', une à une, ici à l’atelier.'}`,
    ...req.pieces.map((p, i) => frenchPiece(p, frs[i]!)),
    'Merci de me lire et d’encourager un petit atelier.',
  ].join('\n\n');
  return { subject, preheader, body, subjectFr, preheaderFr, bodyFr };
}
