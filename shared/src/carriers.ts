/** The carriers an order can ship with, and each one's public tracking page. */
export const CARRIERS = ['canada_post', 'purolator', 'ups', 'fedex', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  canada_post: 'Canada Post',
  purolator: 'Purolator',
  ups: 'UPS',
  fedex: 'FedEx',
  other: 'Other carrier',
};

/** 8 to 40 letters or digits: every listed carrier's numbers fit (Canada Post's are 12 or 16). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9]{8,40}$/;

/** The carrier's tracking page for a number; none for 'other'. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | undefined {
  const n = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case 'canada_post':
      return `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`;
    case 'purolator':
      return `https://www.purolator.com/en/shipping/tracker?pin=${n}`;
    case 'ups':
      return `https://www.ups.com/track?loc=en_CA&tracknum=${n}`;
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
    case 'other':
      return undefined;
  }
}
