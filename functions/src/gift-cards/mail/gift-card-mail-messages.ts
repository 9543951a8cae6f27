import type { Language } from '@crystal/shared/schemas/language';

/**
 * The gift card mails in both languages (issue 49): the recipient's mail with the code, and the line the
 * giver's order confirmation shows for a card (when it arrives, never its code). `{name}` is filled in; a
 * test proves every English key has its French.
 */
export const GIFT_CARD_MAIL_MESSAGES = {
  en: {
    subject: '{giver} sent you a {amount} gift card from {shop}',
    subjectNoGiver: 'A {amount} gift card from {shop}',
    preview: 'Your gift card code is inside',
    title: 'A gift card for you, {recipient}',
    fromGiver: '{giver} sent you a {amount} gift card to spend at {shop}.',
    fromShop: '{shop} sent you a {amount} gift card.',
    theirMessage: 'Their message:',
    codeLabel: 'Your code',
    howToSpend: 'Enter this code at checkout, beside the discount code. It pays what it can of your order; what is left stays on the card for your next order. It never expires.',
    shop: 'Visit the shop',
    balance: 'Check what is left on your card: {url}',
    keepSafe: 'Keep this code safe: anyone who has it can spend the card.',
    confirmationLine: 'for {recipient}, arrives by email at {email} on {date}; the code goes to them only',
  },
  fr: {
    subject: '{giver} vous offre une carte-cadeau de {amount} chez {shop}',
    subjectNoGiver: 'Une carte-cadeau de {amount} de {shop}',
    preview: 'Le code de votre carte-cadeau est à l’intérieur',
    title: 'Une carte-cadeau pour vous, {recipient}',
    fromGiver: '{giver} vous offre une carte-cadeau de {amount} à dépenser chez {shop}.',
    fromShop: '{shop} vous offre une carte-cadeau de {amount}.',
    theirMessage: 'Son message :',
    codeLabel: 'Votre code',
    howToSpend: 'Entrez ce code à la caisse, à côté du code de réduction. Il paie ce qu’il peut de votre commande; le reste demeure sur la carte pour votre prochaine commande. Il n’expire jamais.',
    shop: 'Visiter la boutique',
    balance: 'Vérifiez le solde de votre carte : {url}',
    keepSafe: 'Gardez ce code en lieu sûr : quiconque le connaît peut dépenser la carte.',
    confirmationLine: 'pour {recipient}, arrive par courriel à {email} le {date}; le code n’est envoyé qu’à cette personne',
  },
} satisfies Record<Language, Record<string, string>>;

export type GiftCardMailKey = keyof (typeof GIFT_CARD_MAIL_MESSAGES)['en'];

/** One text in the language, its `{name}`s filled in. */
export function giftCardMail(language: Language, key: GiftCardMailKey, vars: Record<string, string> = {}): string {
  return GIFT_CARD_MAIL_MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
