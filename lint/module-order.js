/**
 * The order of the functions/src modules, written once (decision 0115), from the ground up: a module
 * imports only modules on a layer below its own, never one on its own layer nor above it. A module's
 * folder holds its handler, routes and tests; the import is read as TypeScript resolves it, type-only
 * and lazy `import()` included. `crystal/module-order` (lint/module-order-rule.js) enforces it.
 *
 * A module's handler, routes and test factories stand on its layer. An entry point that must call
 * modules above its own lives in a folder of the top layer: the scheduled jobs, and a function whose
 * folder then holds its handler and routes alone (the module's code is a module of its own below).
 *
 * A new module is one line: put its name on the lowest layer above everything it imports (a new layer
 * between two is a new array), with a few words of what it is. Lint fails on a folder under
 * functions/src that no line names.
 */
export const MODULE_ORDER = [
  // Shared by every function; no module. The test harness (test/) sits beside it and is no module either.
  ['lib'],
  [
    'audit-log', // who changed what on the artisan's behalf
    'search-log', // each shop search counted by day and term
    'published-reviews', // the review records and a piece's published reviews and rating
    'emails', // the mails' frame: one layout and the newsletter's mails
    'offers', // the guide's one-time offer (whether a session gets one, its record) and the session's activity
    'payment-adapters', // the payment and refund ports, Stripe and sandbox adapters
    'seed', // the seed catalogue
  ],
  [
    'settings', // the shop's settings
    'images', // the image pipeline
    'gift-cards', // gift cards: the sealed code, the balance, the guess limit, the recipient's mail (on the mails' frame)
  ],
  [
    'catalog', // products, categories, their records, pages, search and product feeds
    'contact', // the contact form
  ],
  [
    'discounts', // money off: every reduction of an order (the codes, the offer's price, a gift card's part; decision 0121)
    'newsletter', // the newsletter and back-in-stock requests
    'reviews', // the reviews' writes and the artisan's moderation
    'wishlist', // the wishlist
  ],
  [
    'cart', // the shopper's cart
    'campaigns', // newsletter campaigns: the record, the queue, the sender and SES's bounce and complaint events
  ],
  [
    'market', // the market research: the shop's own counts (searches, views, carts, sales), the weekly research and the keyword report
  ],
  [
    'orders', // the order record, its lifecycle and mails
    'ai', // the guide and its knowledge
  ],
  [
    'custom-quotes', // quotes for custom work: the record, its link, its payment and mails
  ],
  [
    'webhooks', // Stripe's signed events, applied to orders and quotes
  ],
  [
    'admin', // the artisan's dashboard: it reads and changes most modules; none imports it
  ],
  // The top layer: entry points that are no module's. jobs/ holds the scheduled jobs (one Lambda per
  // file); payments/ and quotes/ the payments and quotes functions, whose routes wire the sandbox to the
  // webhook's code path (which applies their payments), so they stand above it.
  ['jobs', 'payments', 'quotes'],
];

/** module name -> its layer (0 = lib). */
export const LAYER_OF = new Map(MODULE_ORDER.flatMap((layer, index) => layer.map((name) => [name, index])));

/** Folders under functions/src that are no module: the test harness. */
export const NOT_MODULES = new Set(['test']);
