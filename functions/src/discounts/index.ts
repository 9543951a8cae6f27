/**
 * Discount codes. The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 * Published to admin (the codes screen), cart (the checkout's check) and orders (the code in the order's transaction). */
export { checkDiscountCode, createDiscountCode, listCodes, pauseDiscountCode } from './discount-code-service';
export { judgeCode, type CodeVerdict } from './judge-code';
export { limitCodeGuesses } from './code-guess-limit';
export { redeemDiscountCodeItems, releaseDiscountCodeItems } from './discount-code-repository';
