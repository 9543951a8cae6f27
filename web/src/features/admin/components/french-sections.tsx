import type { AdminProduct } from '@crystal/shared/schemas/admin-product';
import { categoryTranslationSchema, productTranslationSchema, type AdminCategory } from '@crystal/shared/schemas/translation';
import { useAdminCollections, useApproveCollectionFrench, useApproveProductFrench, useDraftCollectionFrench, useDraftProductFrench } from '../api/french';
import { FrenchEditor } from './french-editor';

const PIECE_FIELDS = [
  { name: 'name', label: 'Nom en français' },
  { name: 'description', label: 'Description en français', rows: 4 },
  { name: 'careInstructions', label: 'Entretien en français', rows: 2 },
];
const COLLECTION_FIELDS = [
  { name: 'name', label: 'Nom en français' },
  { name: 'description', label: 'Description en français', rows: 2 },
];

/** A saved piece's French, edited beside its English in the product editor. */
export function ProductFrench({ product }: { product: AdminProduct }) {
  return (
    <FrenchEditor
      idPrefix={`p${product.id}`}
      fields={PIECE_FIELDS}
      schema={productTranslationSchema}
      approved={product.translations.fr}
      draft={product.frDraft}
      draftFrench={useDraftProductFrench(product.id)}
      approveFrench={useApproveProductFrench(product.id)}
    />
  );
}

/** A collection's English and its French, on the products page. */
export function CollectionFrench({ category }: { category: AdminCategory }) {
  return (
    <div className="card space-y-2 p-4">
      <h3 className="font-semibold">{category.name}</h3>
      <p className="text-sm text-muted">{category.description}</p>
      <FrenchEditor
        idPrefix={`c${category.id}`}
        fields={COLLECTION_FIELDS}
        schema={categoryTranslationSchema}
        approved={category.translations.fr}
        draft={category.frDraft}
        draftFrench={useDraftCollectionFrench(category.id)}
        approveFrench={useApproveCollectionFrench(category.id)}
      />
    </div>
  );
}

/** Every collection's French, folded away under the product list until the artisan opens it. */
export function CollectionsFrench() {
  const collections = useAdminCollections();
  return (
    <details className="mt-6">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Collections in French</summary>
      {collections.error ? (
        <p className="text-sm text-muted">The collections could not be loaded. Please try again.</p>
      ) : (
        <div className="mt-2 grid gap-4 lg:grid-cols-2">
          {(collections.data ?? []).map((c) => (
            <CollectionFrench key={c.id} category={c} />
          ))}
        </div>
      )}
    </details>
  );
}
