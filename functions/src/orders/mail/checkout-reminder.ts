import { nameWithChoices } from '@crystal/shared/product-choices';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../../lib/mail/mailer';
import type { OrderWithItems } from '../order-item';

/** The reminder in each language (a test proves every English line has its French). */
export const CHECKOUT_REMINDER_MESSAGES = {
  en: {
    subject: 'Your order at {shop} is waiting',
    hello: 'Hello {first},',
    left: 'You started an order and did not finish paying for it:',
    resume: 'Pick up where you left off (your cart comes back at today’s prices, and we will tell you if a piece has sold since): {url}',
    once: 'This is the only reminder we send about this order.',
    unsubscribe: 'No more mail of this kind: {url}',
  },
  fr: {
    subject: 'Votre commande chez {shop} vous attend',
    hello: 'Bonjour {first},',
    left: 'Vous avez commencé une commande sans terminer le paiement :',
    resume: 'Reprenez là où vous en étiez (votre panier revient aux prix du jour, et nous vous dirons si une pièce a été vendue entre-temps) : {url}',
    once: 'C’est le seul rappel que nous vous envoyons au sujet de cette commande.',
    unsubscribe: 'Ne plus recevoir ce type de courriel : {url}',
  },
} satisfies Record<Language, Record<string, string>>;

export type ReminderLinks = { resume: string; unsubscribe: { page: string; oneClick: string } };

/** The one reminder of an unfinished checkout: the pieces by name, the resume link, the shop's name and postal address, and an unsubscribe link. */
export function checkoutReminderEmail(order: OrderWithItems, settings: Pick<ShopSettings, 'legalName' | 'address'>, links: ReminderLinks): MailMessage {
  const language: Language = order.language ?? 'en';
  const m = CHECKOUT_REMINDER_MESSAGES[language];
  const pieces = order.items.map((line) => {
    const name = (language === 'fr' && line.frName) || line.name;
    return `- ${nameWithChoices(name, line.choices ?? [], language)} x ${line.quantity}`;
  });
  const text = [
    m.hello.replace('{first}', order.firstName),
    '',
    m.left,
    ...pieces,
    '',
    m.resume.replace('{url}', links.resume),
    '',
    m.once,
    m.unsubscribe.replace('{url}', links.unsubscribe.page),
    '',
    settings.legalName,
    settings.address,
  ].join('\n');
  return {
    to: order.customerEmail,
    subject: m.subject.replace('{shop}', settings.legalName),
    text,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    idempotencyKey: `order-${order.id}-reminder`,
  };
}
