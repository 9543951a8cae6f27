import { Clock, Gem, Mail, MessageCircleHeart } from 'lucide-react';
import { SHOP } from '@crystal/shared/constants';

/** The facts of docs/decisions/0021-constants-and-timings.md beside the contact form: hours, reply time, custom orders, email. */
export function ContactInfoCards() {
  const cards = [
    {
      icon: Clock,
      title: 'Studio hours',
      body: (
        <ul className="space-y-1">
          {SHOP.contactHours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    {
      icon: MessageCircleHeart,
      title: 'Quick replies',
      body: <p>We reply to every message within {SHOP.replyWithinHours} hours.</p>,
    },
    {
      icon: Gem,
      title: 'Custom orders',
      body: <p>Custom pieces are made in {SHOP.customOrderBusinessDays} business days.</p>,
    },
    {
      icon: Mail,
      title: 'Email us',
      body: (
        <p>
          <a href={`mailto:${SHOP.email}`} className="break-all font-semibold text-amethyst-700 underline underline-offset-2">
            {SHOP.email}
          </a>
        </p>
      ),
    },
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
