import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { useAdminProducts } from '../api/get-products';
import { useWide } from '../hooks/use-media-query';
import { adminPaths } from '../admin-paths';
import { LoadState, PageHeading } from './admin-shell';
import { CollectionsFrench } from './french-sections';
import { ProductCards, StateTags } from './product-cards';
import { ProductGroups } from './product-groups';
import { money } from './format';
import { describeStock } from '@crystal/shared/describe-stock';
import { IMAGE_SIZES, ProductImage } from '@/components/product-image';

function ProductTable({ products }: { products: AdminProduct[] }) {
  return (
    <div className="card overflow-hidden">
      <table className="w-full text-left text-sm">
        <thead className="bg-mist text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">Piece</th>
            <th scope="col" className="px-4 py-3">SKU</th>
            <th scope="col" className="px-4 py-3 text-right">Price</th>
            <th scope="col" className="px-4 py-3 text-right">Stock</th>
            <th scope="col" className="px-4 py-3">State</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((p) => ({ p, stock: describeStock(p) })).map(({ p, stock }) => (
            <tr key={p.id} data-testid="product-row">
              <td className="px-4 py-2">
                <Link to={adminPaths.product(p.id)} className="flex items-center gap-3 font-medium text-amethyst-700 underline-offset-2 hover:underline">
                  <ProductImage src={p.imageUrl} alt="" sizes={IMAGE_SIZES.line} width={40} height={40} className="size-10 rounded-lg border border-line bg-mist object-cover" />
                  {p.name}
                </Link>
              </td>
              <td className="px-4 py-2 text-muted">{p.sku}</td>
              <td className="px-4 py-2 text-right">{money(p.price)}</td>
              <td className="px-4 py-2 text-right font-medium" data-testid="product-stock">{stock.text}</td>
              <td className="px-4 py-2">
                <StateTags p={p} stock={stock} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProductsPage() {
  const { data, isLoading, error } = useAdminProducts();
  const [term, setTerm] = useState('');
  const wide = useWide();
  const needle = term.trim().toLowerCase();
  const shown = (data ?? []).filter((p) => !needle || `${p.name} ${p.sku}`.toLowerCase().includes(needle));
  return (
    <>
      <PageHeading title="Products">
        <Link to={adminPaths.newProduct} className="btn-primary">
          <Plus aria-hidden className="size-4" />
          New product
        </Link>
      </PageHeading>
      <div className="mb-4">
        <label htmlFor="product-filter" className="label">
          Find a piece
        </label>
        <input id="product-filter" type="search" className="input" placeholder="Name or SKU" value={term} onChange={(e) => setTerm(e.target.value)} />
      </div>
      <LoadState isLoading={isLoading} error={error}>
        {shown.length === 0 ? (
          <p className="card p-6 text-center text-muted">No pieces match.</p>
        ) : wide ? (
          <ProductTable products={shown} />
        ) : needle ? (
          <ProductCards products={shown} />
        ) : (
          <ProductGroups products={shown} />
        )}
      </LoadState>
      <CollectionsFrench />
    </>
  );
}
