import type { AddGiftCard, GiftCardCartItem } from '@crystal/shared/schemas/gift-card';
import { MAX_ORDER_LINES } from '@crystal/shared/constants/limits';
import { centsToDecimalString, decimalStringToCents } from '@crystal/shared/money';
import { shopToday } from '@crystal/shared/shop-date';
import { AppError, conflict } from '../lib/errors';
import { nextId } from '../lib/db/next-id';
import type { GiftCardCartLineItem } from './cart-item';
import { insertGiftCardLine, readCart } from './cart-repository';

/** A gift card line as the cart shows it: never a code (there is none before payment). */
export function toGiftCardCartItem(line: GiftCardCartLineItem): GiftCardCartItem {
  const { amountCents, recipientName, recipientEmail, message, deliverOn } = line.giftCard;
  return {
    id: line.id,
    quantity: 1,
    giftCard: { amount: centsToDecimalString(amountCents), recipientName, recipientEmail, ...(message ? { message } : {}), deliverOn },
  };
}

const ATTEMPTS = 6;

/**
 * A gift card goes in the cart as a line of its own (issue 49): each card is one line, so two cards for
 * two people are two lines. The line counts toward the cart's most lines, like a piece's.
 */
export async function addGiftCardToCart(sessionId: string, input: AddGiftCard): Promise<GiftCardCartItem> {
  const { amount, recipientName, recipientEmail, message, deliverOn } = input.giftCard;
  const giftCard = {
    amountCents: decimalStringToCents(amount),
    recipientName,
    recipientEmail,
    ...(message ? { message } : {}),
    deliverOn: deliverOn ?? shopToday(),
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { lines, giftLines, version } = await readCart(sessionId);
    if (lines.length + giftLines.length >= MAX_ORDER_LINES) {
      throw conflict(`Your cart can hold up to ${MAX_ORDER_LINES} different pieces. Please check out or remove some first.`);
    }
    const line = await insertGiftCardLine({ id: await nextId('cartItem'), sessionId, giftCard }, version);
    if (line) return toGiftCardCartItem(line);
  }
  throw new AppError('CONFLICT', 'Your cart changed while we were updating it. Please try again.');
}
