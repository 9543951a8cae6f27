import { nameWithChoices } from '@crystal/shared/product-choices';
import type { Language } from '@crystal/shared/schemas/language';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { MailMessage } from '../../lib/mail/mailer';
import type { OrderWithItems } from '../order-item';
import { orderMail } from './order-mail-messages';

export type ReminderLinks = { resume: string; unsubscribe: { page: string; oneClick: string } };

/** The one reminder of an unfinished checkout: the pieces by name, the resume link, the shop's name and postal address, and an unsubscribe link. */
export function checkoutReminderEmail(order: OrderWithItems, settings: Pick<ShopSettings, 'legalName' | 'address'>, links: ReminderLinks): MailMessage {
  const language: Language = order.language ?? 'en';
  const pieces = order.items.map((line) => {
    const name = (language === 'fr' && line.frName) || line.name;
    return `- ${nameWithChoices(name, line.choices ?? [], language)} x ${line.quantity}`;
  });
  const text = [
    orderMail(language, 'reminderHello', { first: order.firstName }),
    '',
    orderMail(language, 'reminderLeft'),
    ...pieces,
    '',
    orderMail(language, 'reminderResume', { url: links.resume }),
    '',
    orderMail(language, 'reminderOnce'),
    orderMail(language, 'reminderUnsubscribe', { url: links.unsubscribe.page }),
    '',
    settings.legalName,
    settings.address,
  ].join('\n');
  return {
    to: order.customerEmail,
    subject: orderMail(language, 'reminderSubject', { shop: settings.legalName }),
    text,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    idempotencyKey: `order-${order.id}-reminder`,
  };
}
