import { SHOP } from '@crystal/shared/constants/shop';
import type { ProductTranslations } from '@crystal/shared/schemas/translation';
import type { Language } from '@crystal/shared/schemas/language';
import { siteUrl } from '../lib/links/email-links';
import { logger } from '../lib/logger';
import type { Mailer, MailMessage } from '../lib/mail/mailer';
import { deleteBackInStockRequest, listBackInStockRequests } from './back-in-stock-repository';

type Piece = { id: number; name: string; translations?: ProductTranslations };

/** The notice in each language (a test proves every English line has its French). `{name}` is the piece. */
export const BACK_IN_STOCK_MESSAGES = {
  en: {
    subject: '{name} is back in stock',
    hello: 'Hello,',
    back: 'You asked us to tell you when {name} was back. It is back in stock now, while it lasts.',
    see: 'See it here: {url}',
    only: 'This is the only email you will get about it: we asked for your address for this one notice and have now deleted it.',
  },
  fr: {
    subject: '{name} est de retour en stock',
    hello: 'Bonjour,',
    back: 'Vous nous avez demandé de vous prévenir quand {name} serait de retour. La pièce est de nouveau en stock, jusqu’à épuisement.',
    see: 'Voir la pièce : {url}',
    only: 'C’est le seul courriel que vous recevrez à ce sujet : nous avions demandé votre adresse pour cet unique avis, et nous l’avons maintenant supprimée.',
  },
} satisfies Record<Language, Record<string, string>>;

/** The one notice: the piece is back. No newsletter, no other offer (CASL). In the language the shopper asked in. */
export function backInStockEmail(to: string, product: Piece, language: Language = 'en'): MailMessage {
  const m = BACK_IN_STOCK_MESSAGES[language];
  const name = (language === 'fr' && product.translations?.fr?.name) || product.name;
  const fill = (s: string) => s.replace('{name}', name).replace('{url}', siteUrl(`product/${product.id}`, language));
  const text = [m.hello, '', fill(m.back), fill(m.see), '', m.only, '', `${SHOP.name}, ${SHOP.city}, ${SHOP.province}`].join('\n');
  return { to, subject: fill(m.subject), text, idempotencyKey: `back-in-stock-${product.id}-${to}` };
}

/** Mails every waiting address once, then forgets it. A failed send is logged and kept for the next restock. */
export async function notifyBackInStock(product: Piece, mailer: Mailer) {
  const waiting = await listBackInStockRequests(product.id);
  for (const { email, language } of waiting) {
    try {
      await mailer.send(backInStockEmail(email, product, language));
      await deleteBackInStockRequest(product.id, email);
    } catch (error) {
      logger.warn('Back-in-stock notice not sent', { productId: product.id, error: error as Error });
    }
  }
}
