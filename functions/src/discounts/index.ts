/**
 * Money off: every reduction of an order (decision 0121). The discount codes (their records, the artisan's
 * screen, the checkout's check), the guide's offer's price (offers/ issues it and keeps its record), a gift
 * card's part of the order (gift-cards/ keeps the card), and the writes that use them up and give them back
 * in the order's transactions. Each is priced by the shared priceReductions (shared/src/money/price-reductions.ts).
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 * Published to admin (the codes screen), cart (the checkout's check) and orders (the order's reductions).
 */
export { checkDiscountCode, createDiscountCode, listCodes, pauseDiscountCode } from './discount-code-service';
export { activeOfferDiscount, activeOfferTerms } from './price-offer';
export { judgeReductions, reduceOrder, type GoodsToReduce, type JudgedReductions, type OrderReductions, type ReductionAsk } from './reduce-order';
export { GiftCardShortError, openGiftCard, readGiftCardAgain } from './spend-gift-card';
export { giftCardWasShort, giveBackOffer, giveBackReductionItems, reductionRefusal, useReductionItems } from './use-reductions';
