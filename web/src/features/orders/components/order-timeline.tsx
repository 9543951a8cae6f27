import { CheckCircle2, Circle, ExternalLink } from 'lucide-react';
import { decimalStringToCents, formatCadCents } from '@/lib/format';
import type { OrderFulfilment } from '@crystal/shared/schemas/order-tracking';
import type { OrderStatus } from '@crystal/shared/schemas/order';
import { currentLocale, currentLocaleTag } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

type TimelineOrder = OrderFulfilment & { status: OrderStatus; paidAt?: string; totalAmount: string };

type Step = { key: string; title: string; at?: string; done: boolean; detail?: React.ReactNode };

/**
 * When a step happened, in the shop's time zone and the page's language: 'Nov 24, 2026, 5:45 p.m.' in
 * English; French writes the month in full, as Quebec readers expect ('24 novembre 2026 à 17 h 45').
 */
const when = (iso?: string) =>
  iso
    ? new Date(iso).toLocaleString(currentLocaleTag(), {
        dateStyle: currentLocale() === 'fr' ? 'long' : 'medium',
        timeStyle: 'short',
        timeZone: 'America/Winnipeg',
      })
    : undefined;

function steps(order: TimelineOrder): Step[] {
  const list: Step[] = [{ key: 'paid', title: t('statusPaid'), at: order.paidAt, done: Boolean(order.paidAt) }];
  if (order.status === 'cancelled') {
    return [...list, { key: 'cancelled', title: t('statusCancelled'), at: order.cancelledAt, done: true }];
  }
  list.push({
    key: 'shipped',
    title: order.carrierName ? t('shippedWith', { carrier: order.carrierName }) : t('statusShipped'),
    at: order.shippedAt,
    done: Boolean(order.shippedAt),
    detail: order.trackingNumber ? (
      <span>
        {t('trackingNumber')} <span className="font-mono">{order.trackingNumber}</span>
        {order.trackingUrl && (
          <>
            {' · '}
            <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-primary underline" data-testid="tracking-link">
              {t('trackParcel')} <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </>
        )}
      </span>
    ) : undefined,
  });
  list.push({ key: 'delivered', title: t('statusDelivered'), at: order.deliveredAt, done: Boolean(order.deliveredAt) });
  if (order.refundedAmount) {
    const full = decimalStringToCents(order.refundedAmount) >= decimalStringToCents(order.totalAmount);
    list.push({
      key: 'refunded',
      title: full ? t('refundedFull') : t('refundedPart'),
      at: order.refundedAt,
      done: true,
      detail: t('refundDetail', { amount: formatCadCents(decimalStringToCents(order.refundedAmount)) }),
    });
  }
  return list;
}

/** What happened to the order after payment: paid, shipped (with the tracking link), delivered, refunded. */
export function OrderTimeline({ order }: { order: TimelineOrder }) {
  return (
    <ol className="mt-6 space-y-4" aria-label={t('orderProgress')} data-testid="order-timeline">
      {steps(order).map((s) => (
        <li key={s.key} className="flex gap-3" data-step={s.key} data-done={s.done}>
          {s.done ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <Circle className="mt-0.5 size-5 shrink-0 text-line" aria-hidden="true" />
          )}
          <div className="min-w-0 text-sm">
            <p className={s.done ? 'font-semibold' : 'text-muted'}>
              {s.title}
              {!s.done && <span className="sr-only"> {t('notYet')}</span>}
            </p>
            {s.at && <p className="text-muted">{when(s.at)}</p>}
            {s.detail && <p className="mt-1 break-words">{s.detail}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
