import { CheckCircle2, Circle, ExternalLink } from 'lucide-react';
import { decimalStringToCents, formatCadCents } from '@/lib/format';
import type { OrderFulfilment } from '@crystal/shared/schemas/order-tracking';
import type { Order, OrderStatus } from '@crystal/shared/schemas/order';
import { shippedLines, shipsNothing } from '@crystal/shared/order-ships';
import { currentLocale, currentLocaleTag } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

type TimelineOrder = OrderFulfilment & { status: OrderStatus; paidAt?: string; totalAmount: string } & Partial<Pick<Order, 'shipments' | 'items'>>;

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

function Tracking({ number, url }: { number: string; url?: string }) {
  return (
    <span>
      {t('trackingNumber')} <span className="font-mono">{number}</span>
      {url && (
        <>
          {' · '}
          <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-primary underline" data-testid="tracking-link">
            {t('trackParcel')} <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </>
      )}
    </span>
  );
}

const shipDate = (shipBy: string) =>
  new Date(`${shipBy}T12:00:00Z`).toLocaleDateString(currentLocaleTag(), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An order sent in parcels: each parcel with what it held and its tracking, then what is still to come (a piece being made, with its date). */
function parcelsStep(order: TimelineOrder): Step {
  const items = order.items ?? [];
  const nameOf = (i: (typeof items)[number]) => (currentLocale() === 'fr' && i.translations?.fr?.name) || i.name;
  const name = (id: number) => {
    const item = items.find((i) => i.id === id);
    return item ? nameOf(item) : '';
  };
  const coming = shippedLines(items).filter((i) => i.quantity > (i.shippedQuantity ?? 0));
  const partly = order.status === 'partially_shipped';
  return {
    key: 'shipped',
    title: partly ? t('statusPartlyShipped') : t('statusShipped'),
    at: order.shipments!.at(-1)!.shippedAt,
    done: true,
    detail: (
      <span className="block space-y-2" data-testid="parcels">
        {order.shipments!.map((s) => (
          <span key={s.id} className="block" data-testid="parcel">
            <span className="block font-medium">
              {t('parcelLine', { n: s.id, carrier: s.carrierName })} · {when(s.shippedAt)}
            </span>
            <span className="block">{s.items.map((i) => `${i.quantity} × ${name(i.itemId)}`).join(', ')}</span>
            <Tracking number={s.trackingNumber} url={s.trackingUrl} />
          </span>
        ))}
        {partly && coming.length > 0 && (
          <span className="block" data-testid="still-coming">
            <span className="block font-medium">{t('stillComing')}</span>
            {coming.map((i) => {
              const vars = { quantity: i.quantity - (i.shippedQuantity ?? 0), name: nameOf(i) };
              return (
                <span key={i.id} className="block">
                  {i.madeToOrder && !i.made ? t('stillMaking', { ...vars, date: shipDate(i.madeToOrder.shipBy) }) : t('stillToShip', vars)}
                </span>
              );
            })}
          </span>
        )}
      </span>
    ),
  };
}

/** Shipped (in parcels, or at once with its tracking), then delivered. */
function parcelSteps(order: TimelineOrder): Step[] {
  const shipped: Step = order.shipments?.length
    ? parcelsStep(order)
    : {
        key: 'shipped',
        title: order.carrierName ? t('shippedWith', { carrier: order.carrierName }) : t('statusShipped'),
        at: order.shippedAt,
        done: Boolean(order.shippedAt),
        detail: order.trackingNumber ? <Tracking number={order.trackingNumber} url={order.trackingUrl} /> : undefined,
      };
  return [shipped, { key: 'delivered', title: t('statusDelivered'), at: order.deliveredAt, done: Boolean(order.deliveredAt) }];
}

function steps(order: TimelineOrder): Step[] {
  const list: Step[] = [{ key: 'paid', title: t('statusPaid'), at: order.paidAt, done: Boolean(order.paidAt) }];
  if (order.status === 'cancelled') {
    return [...list, { key: 'cancelled', title: t('statusCancelled'), at: order.cancelledAt, done: true }];
  }
  // Gift cards alone are emailed on their days (each line says when): nothing is shipped or delivered.
  if (!shipsNothing(order.items ?? [])) list.push(...parcelSteps(order));
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
