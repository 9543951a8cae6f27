/** Business constants, one module per concern (docs/decisions/0021-constants-and-timings.md). */

export const CURRENCY = 'CAD' as const;
export const COUNTRY = 'Canada' as const;
export const LOCALE = 'en-CA' as const;

/** Who and where the shop is: its name, its city, and how soon it answers. */
export const SHOP = {
  name: 'Sacred Crystal Jewelry',
  city: 'Winnipeg',
  province: 'Manitoba',
  country: 'Canada',
  email: 'hello@sacredcrystaljewelry.ca',
  replyWithinHours: 24,
} as const;
