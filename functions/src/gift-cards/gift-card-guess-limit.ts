import { enforceRateLimit } from '../lib/rate-limit';

/**
 * Every look-up of a gift card code (the balance page, a code at checkout) counts against the client's
 * address, as discount codes do (docs/decisions/0014-limits-key-on-client.md): 30 an hour is plenty for
 * typos, and against 2^80 codes no help at all to a guesser.
 */
export const GIFT_CARD_GUESSES = { scope: 'gift-card-guess', limit: 30, windowSeconds: 3600 };

export const limitGiftCardGuesses = (client: string) => enforceRateLimit(GIFT_CARD_GUESSES, client);
