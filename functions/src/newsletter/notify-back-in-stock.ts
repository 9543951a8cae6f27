import { SHOP } from '@crystal/shared/constants/shop';
import type { ProductTranslations } from '@crystal/shared/schemas/translation';
import type { Language } from '@crystal/shared/schemas/language';
import type { ChosenOptions } from '@crystal/shared/schemas/product-options';
import type { ChoiceProduct } from '@crystal/shared/product-stock';
import { wantedKey, wantedUnits } from '@crystal/shared/wanted-units';
import { catalogueTranslator } from '../lib/i18n/catalogue-translator';
import { siteUrl } from '../lib/links/email-links';
import { logger } from '../lib/logger';
import type { Mailer, MailMessage } from '../lib/mail/mailer';
import { deleteBackInStockRequest, listBackInStockRequests } from './back-in-stock-repository';
import en from './messages/en.json';
import fr from './messages/fr.json';

type Piece = { id: number; name: string; translations?: ProductTranslations };
/** A piece with its stock, as read before and after what put units back. */
type StockedPiece = Piece & ChoiceProduct & { isActive?: boolean };

/** The notice's words in each language (`messages/en.json` + `fr.json`, ICU). `{name}` is the piece. */
const backInStockMail = catalogueTranslator(en, fr);

/** The wanted value as the shopper's site names it ("Taille : 7" in French when the piece has the translation). */
function describeWanted(product: Piece & Partial<ChoiceProduct>, wanted: ChosenOptions, language: Language): string {
  return Object.entries(wanted)
    .map(([name, value]) => {
      const option = product.options?.find((o) => o.name === name);
      const v = option?.values.find((x) => x.value === value);
      const label = (language === 'fr' && option?.translations?.fr?.name) || name;
      const shown = (language === 'fr' && v?.translations?.fr?.value) || value;
      return backInStockMail(language, 'choiceValue', { label, value: shown });
    })
    .join(', ');
}

/** The one notice: the piece (or the value asked for) is back. No newsletter, no other offer (CASL). In the language the shopper asked in. */
export function backInStockEmail(to: string, product: Piece & Partial<ChoiceProduct>, language: Language = 'en', wanted?: ChosenOptions): MailMessage {
  const name = (language === 'fr' && product.translations?.fr?.name) || product.name;
  const t = (key: keyof typeof en) => backInStockMail(language, key, { name, url: siteUrl(`product/${product.id}`, language) });
  const choice = wanted && Object.keys(wanted).length ? [backInStockMail(language, 'choice', { choice: describeWanted(product, wanted, language) })] : [];
  const text = [t('hello'), '', t('back'), ...choice, t('see'), '', t('only'), '', `${SHOP.name}, ${SHOP.city}, ${SHOP.province}`].join('\n');
  const key = wantedKey(wanted);
  return { to, subject: t('subject'), text, idempotencyKey: `back-in-stock-${product.id}-${to}${key ? `-${key}` : ''}` };
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
