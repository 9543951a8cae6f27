import type { Language } from '@crystal/shared/schemas/language';
import { PERSONALISED_RETURNS_RULE } from '@crystal/shared/shop-facts/personalised-returns';

/**
 * The shopper's order emails in both languages: one catalogue, the same templates. `{name}` is filled
 * in; in the templates a placeholder given as emphasis is shown in bold. French is written for a
 * Québécois reader; a test proves every English key has a French string.
 */
export const ORDER_MAIL_MESSAGES = {
  en: {
    viewOrder: 'View your order',
    confirmationSubject: 'Your {legalName} order #{id} is confirmed',
    confirmationPreview: 'Order #{id} is confirmed and paid',
    confirmationTitle: 'Thank you for your order, {firstName}!',
    confirmedPaid: 'Your order {order} is confirmed and paid.',
    yourOrder: 'Your order',
    gstHstNumber: 'GST/HST registration number: {number}',
    taxNumber: '{tax} registration number: {number}',
    demoTaxNumber: '{tax} registration number: {number} (a demo number: this local shop is not registered)',
    shippingTo: 'Shipping to',
    delivery: 'Delivery',
    readyPieces: 'Ready-made pieces: {estimate}',
    madeToOrderShips: 'Each made-to-order piece ships by the date given beside it above.',
    giftNote: 'Gift note',
    returnsHeading: 'Returns and cancellations',
    returnsText: 'You may return a piece within {days} days of delivery for a refund. To cancel before your order ships, reply to this email and we refund you in full. ',
    personalisedExchangeOnly: `${PERSONALISED_RETURNS_RULE.en} `,
    wholePolicy: 'Read the whole policy: ',
    questions: 'Questions? Reply to this email or write to {email}',
    orCall: ', or call {phone}',
    lineItem: '{quantity} × {name} ({price} each)',
    subtotal: 'Subtotal',
    discount: 'Discount',
    discountCode: 'Discount (code {code})',
    discountOffer: 'Discount (your guide offer)',
    shipping: 'Shipping',
    shippingCode: 'Shipping (code {code})',
    free: 'Free',
    total: 'Total (CAD)',
    deliveredSubject: 'Order #{id} was delivered',
    deliveredPreview: 'Order #{id} was delivered',
    deliveredTitle: 'Your order was delivered',
    deliveredText: 'Order {order} was delivered. We hope you love it. If something is not right, you have {days} days to return it: reply to this email.',
    cancelledSubject: 'Order #{id} was cancelled',
    cancelledPreview: 'Order #{id} was cancelled',
    cancelledTitle: 'Your order was cancelled',
    cancelledText: 'Order {order} was cancelled.',
    cancelledPaid: ' We refund your payment of {total} CAD to the card you paid with, and email you when the refund is made.',
    cancelledRefunded: ' Your payment of {total} CAD was refunded to the card you paid with.',
    cancelledUnpaid: ' No payment was taken.',
    refundedSubject: 'Refund for order #{id}',
    refundedPreview: 'Refund of {amount} for order #{id}',
    refundedTitleFull: 'Your order was refunded',
    refundedTitlePartial: 'Part of your order was refunded',
    refundedFullText: 'We refunded {amount}, the full amount of order {order}, to the card you paid with.',
    refundedPartialText: 'We made a partial refund of order {order} to the card you paid with. Refunded so far: {amount} of your {total} total.',
    refundedAmount: '{amount} CAD',
    refundedWhat: 'This refund gave back:',
    refundLine: '{quantity} × {name}',
    refundedNow: 'Refunded now (CAD)',
  },
  fr: {
    viewOrder: 'Voir votre commande',
    confirmationSubject: 'Votre commande n° {id} chez {legalName} est confirmée',
    confirmationPreview: 'La commande n° {id} est confirmée et payée',
    confirmationTitle: 'Merci pour votre commande, {firstName}!',
    confirmedPaid: 'Votre commande {order} est confirmée et payée.',
    yourOrder: 'Votre commande',
    gstHstNumber: 'Numéro d’inscription à la TPS/TVH : {number}',
    taxNumber: 'Numéro d’inscription à la {tax} : {number}',
    demoTaxNumber: 'Numéro d’inscription à la {tax} : {number} (numéro de démonstration : cette boutique locale n’est pas inscrite)',
    shippingTo: 'Livraison à',
    delivery: 'Livraison',
    readyPieces: 'Pièces prêtes à porter : {estimate}',
    madeToOrderShips: 'Chaque pièce faite sur commande est expédiée au plus tard à la date indiquée à côté d’elle ci-dessus.',
    giftNote: 'Message-cadeau',
    returnsHeading: 'Retours et annulations',
    returnsText: 'Vous pouvez retourner une pièce dans les {days} jours suivant la livraison pour obtenir un remboursement. Pour annuler avant l’expédition, répondez à ce courriel et nous vous rembourserons en entier. ',
    personalisedExchangeOnly: `${PERSONALISED_RETURNS_RULE.fr} `,
    wholePolicy: 'Toute la politique : ',
    questions: 'Des questions? Répondez à ce courriel ou écrivez à {email}',
    orCall: ', ou appelez au {phone}',
    lineItem: '{quantity} × {name} ({price} chacun)',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    discountCode: 'Rabais (code {code})',
    discountOffer: 'Rabais (offre du guide)',
    shipping: 'Livraison',
    shippingCode: 'Livraison (code {code})',
    free: 'Gratuite',
    total: 'Total ($ CA)',
    deliveredSubject: 'La commande n° {id} a été livrée',
    deliveredPreview: 'La commande n° {id} a été livrée',
    deliveredTitle: 'Votre commande a été livrée',
    deliveredText: 'La commande {order} a été livrée. On espère qu’elle vous plaira! Si quelque chose cloche, vous avez {days} jours pour la retourner : répondez simplement à ce courriel.',
    cancelledSubject: 'La commande n° {id} a été annulée',
    cancelledPreview: 'La commande n° {id} a été annulée',
    cancelledTitle: 'Votre commande a été annulée',
    cancelledText: 'La commande {order} a été annulée.',
    cancelledPaid: ' Nous vous remboursons votre paiement de {total} CA sur la carte utilisée, et vous écrirons une fois le remboursement effectué.',
    cancelledRefunded: ' Votre paiement de {total} CA a été remboursé sur la carte utilisée.',
    cancelledUnpaid: ' Aucun paiement n’a été perçu.',
    refundedSubject: 'Remboursement de la commande n° {id}',
    refundedPreview: 'Remboursement de {amount} pour la commande n° {id}',
    refundedTitleFull: 'Votre commande a été remboursée',
    refundedTitlePartial: 'Une partie de votre commande a été remboursée',
    refundedFullText: 'Nous avons remboursé {amount}, le montant total de la commande {order}, sur la carte utilisée pour le paiement.',
    refundedPartialText: 'Nous avons fait un remboursement partiel de la commande {order} sur la carte utilisée pour le paiement. Remboursé jusqu’ici : {amount} de votre total de {total}.',
    refundedAmount: '{amount} CA',
    refundedWhat: 'Ce remboursement vous rend :',
    refundLine: '{quantity} × {name}',
    refundedNow: 'Remboursé maintenant ($ CA)',
  },
} satisfies Record<Language, Record<string, string>>;

export type OrderMailKey = keyof (typeof ORDER_MAIL_MESSAGES)['en'];
type Vars = Record<string, string | number>;

/** One message with its placeholders filled in. */
export function orderMail(language: Language, key: OrderMailKey, vars: Vars = {}): string {
  return ORDER_MAIL_MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The message split at its placeholders, for the templates to put emphasis (bold) on some of them. */
export function orderMailParts(language: Language, key: OrderMailKey): { text: string; name?: string }[] {
  return ORDER_MAIL_MESSAGES[language][key]
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => (/^\{\w+\}$/.test(part) ? { text: '', name: part.slice(1, -1) } : { text: part }));
}
