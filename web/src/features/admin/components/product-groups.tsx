import { useState } from 'react';
import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { useAdminCollections } from '../api/french';
import { FoldSection } from './fold-section';
import { ProductCards } from './product-cards';
import { groupPieces } from './group-pieces';

/**
 * Her pieces on a phone, one folding section per main collection (in the Shop menu's order) and the
 * archived ones last, so the list is a screen of titles however many pieces she makes. A search shows the
 * matching pieces flat instead (products-page.tsx).
 */
export function ProductGroups({ products }: { products: AdminProduct[] }) {
  const collections = useAdminCollections();
  const [open, setOpen] = useState<Record<string, boolean>>({});
  return (
    <div className="space-y-3">
      {groupPieces(products, collections.data ?? []).map((g) => (
        <FoldSection key={g.id} id={`pieces-${g.id}`} title={`${g.name} (${g.pieces.length})`} open={open[g.id] ?? false} onToggle={(next) => setOpen((prev) => ({ ...prev, [g.id]: next }))}>
          <ProductCards products={g.pieces} />
        </FoldSection>
      ))}
    </div>
  );
}
