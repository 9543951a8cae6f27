import { Clock, Gem, Mail, MessageCircleHeart, Phone } from 'lucide-react';
import { SHOP } from '@crystal/shared/constants/shop';
import { contactHoursLines } from '@crystal/shared/shop-facts/opening-hours';
import { currentLocale } from '@/i18n/i18n';
import { useShopDetails } from '@/lib/shop-info';
import { t } from '../lib/contact-text';

/**
 * The facts of docs/decisions/0021-constants-and-timings.md beside the contact form: hours, reply time, custom orders,
 * and the shop's email and (once the artisan gives one in the settings) phone.
 */
export function ContactInfoCards() {
  const { replyToEmail, phone, customWorkDays, openingHours, appointmentDays } = useShopDetails();
  const cards = [
    {
      icon: Clock,
      title: t('studioHours'),
      body: (
        <ul className="space-y-1">
          {contactHoursLines(currentLocale() === 'fr' ? 'fr' : 'en', { openingHours, appointmentDays }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    {
      icon: MessageCircleHeart,
      title: t('quickReplies'),
      body: <p>{t('quickRepliesBody', { hours: SHOP.replyWithinHours })}</p>,
    },
    {
      icon: Gem,
      title: t('customOrders'),
      body: <p>{customWorkDays ? t('customOrdersBodyDays', { days: customWorkDays }) : t('customOrdersBody')}</p>,
    },
    {
      icon: Mail,
      title: t('emailUs'),
      body: (
        <p>
          <a href={`mailto:${replyToEmail}`} className="break-all font-semibold text-amethyst-700 underline underline-offset-2">
            {replyToEmail}
          </a>
        </p>
      ),
    },
    ...(phone
      ? [
          {
            icon: Phone,
            title: t('callUs'),
            body: (
              <p>
                <a href={`tel:${phone}`} className="font-semibold text-amethyst-700 underline underline-offset-2">
                  {phone}
                </a>
              </p>
            ),
          },
        ]
      : []),
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {cards.map(({ icon: Icon, title, body }) => (
        <li key={title} className="card flex gap-4 p-5">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-amethyst-100 text-amethyst-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="text-sm leading-relaxed text-ink/90">
            <h2 className="text-lg font-semibold text-ink">{title}</h2>
            <div className="mt-1">{body}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
