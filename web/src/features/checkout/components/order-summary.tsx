import { Lock, ShieldCheck, Truck } from 'lucide-react';
import type { CartItem } from '@crystal/shared/schemas/cart';
import { decimalStringToCents, formatCadCents } from '@crystal/shared/money';
import type { Totals } from '@crystal/shared/tax';
import { PriceTotals } from '@/components/ui/price-totals';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';

type Props = { items: CartItem[]; totals: Totals; provinceChosen: boolean };

const TRUST_NOTES = [
  { icon: Lock, text: '256-bit SSL encrypted checkout' },
  { icon: ShieldCheck, text: 'Secure payment processing' },
  { icon: Truck, text: 'Free shipping across Canada' },
];

/**
 * The sticky Order Summary. Totals come from the shared computeTotals, the same function the server uses
 * to price the order, so what is shown is what is charged.
 */
export function OrderSummary({ items, totals, provinceChosen }: Props) {
  return (
    <aside className="card h-fit p-6 lg:sticky lg:top-24" aria-labelledby="order-summary-heading" data-testid="order-summary">
      <h2 id="order-summary-heading" className="scroll-mt-24 text-xl font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <ProductImage src={item.product.imageUrl} alt="" sizes={IMAGE_SIZES.line} width={64} height={64} className="size-16 rounded-lg border border-line bg-mist object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-medium leading-snug">{item.product.name}</p>
              <p className="text-sm text-muted">Qty: {item.quantity}</p>
            </div>
            <span className="font-semibold tabular-nums">
              {formatCadCents(decimalStringToCents(item.product.price) * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <PriceTotals
        className="mt-4 border-t border-line pt-4"
        subtotalCents={totals.subtotalCents}
        discountCents={totals.discountCents}
        taxLines={provinceChosen ? totals.taxLines : undefined}
        totalCents={totals.totalCents}
        testIds={{ subtotal: 'summary-subtotal', taxLine: 'summary-tax-line', total: 'summary-total' }}
      />
      <ul className="mt-6 space-y-2 text-sm text-muted">
        {TRUST_NOTES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon className="size-4 text-amethyst-600" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </aside>
  );
}
