/**
 * The wishlist. Nothing outside uses it: its handler is its only entry point.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export {};
