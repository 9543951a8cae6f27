import type { Language } from '@crystal/shared/schemas/language';

/** The parcel mail's words, in both languages (a test holds every English key to a French one). */
export const SHIPMENT_MAIL_MESSAGES = {
  en: {
    subjectAll: 'Order #{id} has shipped',
    subjectPart: 'Part of order #{id} has shipped',
    preview: 'Order #{id} is on its way',
    previewPart: 'Part of order #{id} is on its way',
    titleAll: 'Your order is on its way',
    titlePart: 'Part of your order is on its way',
    leftWith: 'A parcel from order {order} left the studio with {carrier}. Tracking number: {tracking}',
    inParcel: 'In this parcel',
    shippedEarlier: 'Shipped earlier',
    stillComing: 'Still to come',
    stillMaking: '{quantity} × {name}: being made, estimated to ship by {date}',
    stillToShip: '{quantity} × {name}: ships in a later parcel',
    line: '{quantity} × {name}',
    lastParcel: 'This parcel completes your order.',
    trackIt: 'Track it:',
    shippingTo: 'Shipping to:',
    viewOrder: 'View your order',
  },
  fr: {
    subjectAll: 'La commande n° {id} a été expédiée',
    subjectPart: 'Une partie de la commande n° {id} a été expédiée',
    preview: 'La commande n° {id} est en route',
    previewPart: 'Une partie de la commande n° {id} est en route',
    titleAll: 'Votre commande est en route',
    titlePart: 'Une partie de votre commande est en route',
    leftWith: 'Un colis de la commande {order} a quitté l’atelier avec {carrier}. Numéro de suivi : {tracking}',
    inParcel: 'Dans ce colis',
    shippedEarlier: 'Déjà expédié',
    stillComing: 'À venir',
    stillMaking: '{quantity} × {name} : en fabrication, expédition prévue au plus tard le {date}',
    stillToShip: '{quantity} × {name} : partira dans un prochain colis',
    line: '{quantity} × {name}',
    lastParcel: 'Ce colis complète votre commande.',
    trackIt: 'Suivre le colis :',
    shippingTo: 'Livraison à :',
    viewOrder: 'Voir votre commande',
  },
} satisfies Record<Language, Record<string, string>>;

export type ShipmentMailKey = keyof (typeof SHIPMENT_MAIL_MESSAGES)['en'];

export function shipmentMail(language: Language, key: ShipmentMailKey, vars: Record<string, string | number> = {}): string {
  return SHIPMENT_MAIL_MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
