/**
 * What a shared link to the shop shows. index.html carries these as default tags (for link-preview
 * crawlers, which run no JavaScript); each page's own tags replace them once the app is running.
 */
export const SHOP_DESCRIPTION =
  'Handmade crystal and gemstone jewellery and ethically sourced healing stones, crafted in Winnipeg, Manitoba and shipped across Canada.';

/** The shop's preview card (1200x630, web/public/share.jpg), used by pages without an image of their own. */
export const SHARE_IMAGE = {
  path: '/share.jpg',
  width: 1200,
  height: 630,
  alt: 'Sacred Crystal Jewelry: handmade crystal jewellery and healing stones from Winnipeg',
} as const;
