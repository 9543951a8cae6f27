import { decimalStringToCents, formatCadCents } from '@/lib/format';
import type { Order } from '@crystal/shared/schemas/order';
import type { OrderFulfilment } from '@crystal/shared/schemas/order-tracking';
import { PriceTotals } from '@/components/ui/price-totals';
import { shipsNothing } from '@crystal/shared/order-ships';
import { shownSubtotalCents } from '@crystal/shared/money/shown-subtotal';
import { OrderStatusBadge } from './order-status';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { LineChoices } from '@/components/ui/line-choices';
import { GiftCardLineDetails, GiftCardPicture } from '@/components/ui/gift-card-line-details';
import { OrderTimeline } from './order-timeline';
import { createTranslator } from '@/i18n/create-translator';
import { localizedName } from '@/lib/localized-name';
import en from '../messages/en.json';

const t = createTranslator(en);

/** The order as the session or the signed order link gives it (the link leaves out the shopper's contacts). */
export type ShownOrder = Omit<Order, 'customerEmail' | 'customerPhone' | 'billingAddress'> & OrderFulfilment & { customerEmail?: string };

const money = (decimal: string) => formatCadCents(decimalStringToCents(decimal));

/** The order: number, status, items, totals with tax lines, and where it ships. */
export function OrderDetails({ order }: { order: ShownOrder }) {
  return (
    <div className="card p-6 sm:p-8" data-testid="order-details">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('orderNumber', { id: order.id })}</h2>
        <OrderStatusBadge status={order.status} />
      </div>
      {order.status === 'pending' && (
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          {t('confirmingPayment')}
        </p>
      )}
      {order.status === 'cancelled' && !order.paidAt && (
        <p className="mt-3 text-sm text-muted">{t('notCharged')}</p>
      )}
      {order.paidAt && <OrderTimeline order={order} />}
      <ul className="mt-6 divide-y divide-line border-y border-line">
        {order.items.map((item, index) => {
          const name = localizedName(item);
          return (
            <li key={`${item.productId}-${index}`} className="flex items-center gap-3 py-3">
              {item.giftCard ? (
                <GiftCardPicture className="size-14" iconClassName="size-6" />
              ) : (
                <ProductImage src={item.imageUrl} alt="" sizes={IMAGE_SIZES.line} width={56} height={56} className="size-14 rounded-lg border border-line bg-mist object-cover" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium" lang={name.lang}>
                  {name.text}
                </p>
                {item.giftCard ? <GiftCardLineDetails line={item.giftCard} /> : <LineChoices choices={item.choices} madeToOrder={item.madeToOrder} />}
                <p className="text-sm text-muted">{t('quantity', { quantity: item.quantity })}</p>
              </div>
              <span className="font-semibold tabular-nums">{money(item.lineTotal)}</span>
            </li>
          );
        })}
      </ul>
      <PriceTotals
        className="mt-4"
        // The gift cards bought count in the subtotal, as the checkout showed it (they are never taxed or shipped).
        subtotalCents={shownSubtotalCents(order)}
        discountCents={decimalStringToCents(order.discount)}
        discountBy={order.discountSource ? { source: order.discountSource, code: order.discountCode, freeShipping: order.discountFreeShipping } : undefined}
        shippingCents={decimalStringToCents(order.shipping)}
        nothingShips={shipsNothing(order.items)}
        taxLines={order.taxLines.map((t) => ({ name: t.name, label: t.label, amountCents: decimalStringToCents(t.amount) }))}
        totalCents={decimalStringToCents(order.totalAmount)}
        testIds={{ total: 'order-total' }}
      />
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-base font-semibold">{t(shipsNothing(order.items) ? 'yourAddress' : 'shippingTo')}</h3>
          <p className="mt-1 whitespace-pre-line text-sm text-muted">{order.shippingAddress}</p>
        </div>
        {order.customerEmail && (
          <div>
            <h3 className="text-base font-semibold">{t('confirmationSentTo')}</h3>
            <p className="mt-1 text-sm text-muted">{order.customerEmail}</p>
          </div>
        )}
        {order.giftNote && (
          <div>
            <h3 className="text-base font-semibold">{t('giftNote')}</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-muted">{order.giftNote}</p>
          </div>
        )}
      </div>
    </div>
  );
}
