/** Where else to find the shop and when: its place, its hours, its Etsy shop and its social pages. */
export const SHOP_CONTACT = {
  geo: { latitude: 49.8951, longitude: -97.1384 },
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' },
    { days: ['Saturday'], opens: '10:00', closes: '17:00' },
  ],
  /** Days the studio opens by appointment only: not opening hours, so not in the structured data. */
  byAppointment: ['Sunday'],
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
