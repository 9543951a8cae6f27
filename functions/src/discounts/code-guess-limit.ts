import { enforceRateLimit } from '../lib/rate-limit';

/**
 * Asking whether a code applies, at checkout or with an order, counts against the client's address
 * (docs/decisions/0014-limits-key-on-client.md): 30 asks an hour is plenty for a shopper's typos and far
 * too few to guess codes.
 */
export const CODE_GUESSES = { scope: 'code-guess', limit: 30, windowSeconds: 3600 };

export const limitCodeGuesses = (client: string) => enforceRateLimit(CODE_GUESSES, client);
