import { collectionCreateSchema, collectionOrderSchema, collectionUpdateSchema } from '@crystal/shared/schemas/collection-input';
import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { created, noContent, ok } from '../../lib/http/responses';
import { collectionPiecesSchema } from '@crystal/shared/schemas/collection-pieces';
import { setCollectionPieces } from '../collection-pieces-service';
import { createCollection, deleteCollection, reorderCollections, updateCollection } from '../collection-service';

/** Collections she manages: create, rename/describe/hide, reorder, and delete an empty one. */

export const adminCreateCategory = defineRoute({ body: collectionCreateSchema }, async ({ admin, body }) => created(await createCollection(admin!, body)));

export const adminUpdateCategory = defineRoute({ params: idParams, body: collectionUpdateSchema }, async ({ admin, params, body }) =>
  ok(await updateCollection(admin!, params.id, body)),
);

export const adminReorderCategories = defineRoute({ body: collectionOrderSchema }, async ({ admin, body }) => ok(await reorderCollections(admin!, body)));

/** Her pieces of a collection, in her order: pieces gain or lose it as an extra collection (decision 0105). */
export const adminSetCollectionPieces = defineRoute({ params: idParams, body: collectionPiecesSchema }, async ({ admin, params, body }) =>
  ok(await setCollectionPieces(admin!, params.id, body)),
);

export const adminDeleteCategory = defineRoute({ params: idParams }, async ({ admin, params }) => {
  await deleteCollection(admin!, params.id);
  return noContent();
});
