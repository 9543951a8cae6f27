import { Link } from 'react-router-dom';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { describeStock, type StockSummary } from '@crystal/shared/describe-stock';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';
import { adminPaths } from '../admin-paths';
import { money } from './format';

/** Archived, featured, and the stock tag from the piece's stock as shoppers see it (worked out once per row). */
export function StateTags({ p, stock }: { p: AdminProduct; stock: StockSummary }) {
  return (
    <span className="flex flex-wrap gap-1">
      {!p.isActive && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">Archived</span>}
      {p.isFeatured && <span className="rounded-full bg-gold-400/30 px-2 py-0.5 text-xs font-semibold text-gold-600">Featured</span>}
      {p.isActive && (stock.level === 'out' || stock.level === 'low') && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {stock.level === 'out' ? 'Sold out' : 'Low stock'}
        </span>
      )}
    </span>
  );
}

/** Pieces as cards on a phone: photo, name, SKU, price, stock as shoppers see it, and state. */
export function ProductCards({ products }: { products: AdminProduct[] }) {
  return (
    <ul className="space-y-3">
      {products.map((p) => ({ p, stock: describeStock(p) })).map(({ p, stock }) => (
        <li key={p.id} data-testid="product-row">
          <Link to={adminPaths.product(p.id)} className="card flex items-center gap-3 p-3 hover:border-amethyst-200">
            <ProductImage src={p.imageUrl} alt="" sizes={IMAGE_SIZES.line} width={64} height={64} className="size-16 shrink-0 rounded-lg border border-line bg-mist object-cover" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-amethyst-700">{p.name}</span>
              <span className="block text-xs text-muted">{p.sku}</span>
              <span className="mt-1 flex items-center justify-between gap-2 text-sm">
                <span>{money(p.price)}</span>
                <span className="font-medium" data-testid="product-stock">{stock.text}</span>
              </span>
              <StateTags p={p} stock={stock} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
