import { SHOP } from '@crystal/shared/constants/shop';
import type { ProductTranslations } from '@crystal/shared/schemas/translation';
import type { Language } from '@crystal/shared/schemas/language';
import type { ChosenOptions } from '@crystal/shared/schemas/product-options';
import type { ChoiceProduct } from '@crystal/shared/product-stock';
import { wantedKey, wantedUnits } from '@crystal/shared/wanted-units';
import { siteUrl } from '../lib/links/email-links';
import { logger } from '../lib/logger';
import type { Mailer, MailMessage } from '../lib/mail/mailer';
import { deleteBackInStockRequest, listBackInStockRequests } from './back-in-stock-repository';

type Piece = { id: number; name: string; translations?: ProductTranslations };
/** A piece with its stock, as read before and after what put units back. */
type StockedPiece = Piece & ChoiceProduct & { isActive?: boolean };

/** The notice in each language (a test proves every English line has its French). `{name}` is the piece. */
export const BACK_IN_STOCK_MESSAGES = {
  en: {
    subject: '{name} is back in stock',
    hello: 'Hello,',
    back: 'You asked us to tell you when {name} was back. It is back in stock now, while it lasts.',
    choice: 'The choice you asked for: {choice}.',
    see: 'See it here: {url}',
    only: 'This is the only email you will get about it: we asked for your address for this one notice and have now deleted it.',
  },
  fr: {
    subject: '{name} est de retour en stock',
    hello: 'Bonjour,',
    back: 'Vous nous avez demandé de vous prévenir quand {name} serait de retour. La pièce est de nouveau en stock, jusqu’à épuisement.',
    choice: 'Le choix demandé : {choice}.',
    see: 'Voir la pièce : {url}',
    only: 'C’est le seul courriel que vous recevrez à ce sujet : nous avions demandé votre adresse pour cet unique avis, et nous l’avons maintenant supprimée.',
  },
} satisfies Record<Language, Record<string, string>>;

/** The wanted value as the shopper's site names it ("Taille : 7" in French when the piece has the translation). */
function describeWanted(product: Piece & Partial<ChoiceProduct>, wanted: ChosenOptions, language: Language): string {
  return Object.entries(wanted)
    .map(([name, value]) => {
      const option = product.options?.find((o) => o.name === name);
      const v = option?.values.find((x) => x.value === value);
      const label = (language === 'fr' && option?.translations?.fr?.name) || name;
      const shown = (language === 'fr' && v?.translations?.fr?.value) || value;
      return language === 'fr' ? `${label} : ${shown}` : `${label}: ${shown}`;
    })
    .join(', ');
}

/** The one notice: the piece (or the value asked for) is back. No newsletter, no other offer (CASL). In the language the shopper asked in. */
export function backInStockEmail(to: string, product: Piece & Partial<ChoiceProduct>, language: Language = 'en', wanted?: ChosenOptions): MailMessage {
  const m = BACK_IN_STOCK_MESSAGES[language];
  const name = (language === 'fr' && product.translations?.fr?.name) || product.name;
  const fill = (s: string) => s.replace('{name}', name).replace('{url}', siteUrl(`product/${product.id}`, language));
  const choice = wanted && Object.keys(wanted).length ? [m.choice.replace('{choice}', describeWanted(product, wanted, language))] : [];
  const text = [m.hello, '', fill(m.back), ...choice, fill(m.see), '', m.only, '', `${SHOP.name}, ${SHOP.city}, ${SHOP.province}`].join('\n');
  const key = wantedKey(wanted);
  return { to, subject: fill(m.subject), text, idempotencyKey: `back-in-stock-${product.id}-${to}${key ? `-${key}` : ''}` };
}

/**
 * Units came back to a piece (her edit, a released order, a refund that restocks): each address waiting
 * for what came back gets its one notice, first asked first, and no more notices than units came back for
 * that choice (a size 8 back mails nobody waiting for size 7). Then the address is forgotten. A failed
 * send is logged and kept for the next restock. `before` is the piece as read before the units came back.
 */
export async function notifyBackInStock(before: StockedPiece | undefined, after: StockedPiece, mailer: Mailer): Promise<number> {
  if (after.isActive === false) return 0;
  const waiting = await listBackInStockRequests(after.id);
  const budgets = new Map<string, number>();
  let sent = 0;
  for (const request of waiting) {
    const key = wantedKey(request.options);
    if (!budgets.has(key)) {
      const now = wantedUnits(after, request.options);
      const was = before ? wantedUnits(before, request.options) : 0;
      budgets.set(key, now > 0 ? now - Math.max(0, was) : 0);
    }
    if (budgets.get(key)! <= 0) continue;
    try {
      await mailer.send(backInStockEmail(request.email, after, request.language, request.options));
      await deleteBackInStockRequest(after.id, request.email, request.options);
      budgets.set(key, budgets.get(key)! - 1);
      sent++;
    } catch (error) {
      logger.warn('Back-in-stock notice not sent', { productId: after.id, error: error as Error });
    }
  }
  return sent;
}
