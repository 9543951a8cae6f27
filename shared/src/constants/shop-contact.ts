/** Where else to find the shop: its place, its Etsy shop and its social pages (its hours are a setting: STUDIO_WEEK). */
export const SHOP_CONTACT = {
  geo: { latitude: 49.8951, longitude: -97.1384 },
  etsyShopUrl: 'https://www.etsy.com/shop/SacredCrystalJewelry',
  social: {
    facebook: 'https://www.facebook.com/sacredcrystaljewelry',
    instagram: 'https://www.instagram.com/sacredcrystaljewelry',
    etsy: 'https://www.etsy.com/shop/SacredCrystalJewelry',
    linktree: 'https://linktr.ee/sacredcrystaljewelry',
  },
} as const;

export const CONSULTATION_SUBJECTS = [
  'Crystal Consultation',
  'Custom Jewelry Design',
  'Energy Reading',
  'Chakra Alignment',
  'Sacred Jewelry Blessing',
  'General Inquiry',
] as const;

/**
 * The studio's week a shop starts with (the published hours: weekdays 10 to 6, Saturday 10 to 5, Sunday by
 * appointment); she changes it in /admin > Settings (`openingHours`, `appointmentDays`).
 */
export const STUDIO_WEEK = {
  openingHours: [
    ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({ day, opens: '10:00', closes: '18:00' })),
    { day: 'Saturday' as const, opens: '10:00', closes: '17:00' },
  ],
  appointmentDays: ['Sunday' as const],
};
