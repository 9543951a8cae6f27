/**
 * Gift cards (issue 49). The module's one door (decision 0029): other modules import it only from here.
 * Published to orders (spend at checkout, issue on payment, give back), admin (the list, store credit,
 * disable, resend) and the delivery job.
 */
export { cardForCheckout, EMPTY_CARD, giftCardBalance } from './gift-card-service';
export { deliverDueGiftCards, deliverGiftCard, resendGiftCard } from './gift-card-delivery';
export { giftCardMail } from './mail/gift-card-mail-messages';
export {
  cardOfOrderLine,
  correctGiftCardRecipient,
  disableGiftCard,
  disableUnspentGiftCard,
  findGiftCardByCode,
  getGiftCard,
  giveBackGiftCardItem,
  issueGiftCard,
  listGiftCards,
  restoreGiftCardBalance,
  spendGiftCardItem,
  type NewGiftCard,
} from './gift-card-repository';
export type { GiftCardRecord } from './gift-card-item';
/** The delivery mail and a resend open the sealed code; nothing else may. */
export { openGiftCardCode } from './gift-card-secret';
