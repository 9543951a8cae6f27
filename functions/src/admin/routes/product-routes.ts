import { presignUploadSchema, productInputSchema } from '@crystal/shared/schemas/admin-product';
import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { created, ok } from '../../lib/http/responses';
import { createProduct, getProductForAdmin, listProductsForAdmin, updateProduct } from '../admin-product-service';
import { presignProductImage } from '../upload-service';

/** Products: the list, one piece, creating and editing, and the photo upload's signed URL. */

export const adminListProducts = defineRoute({}, async () => ok(await listProductsForAdmin()));

export const adminGetProduct = defineRoute({ params: idParams }, async ({ params }) => ok(await getProductForAdmin(params.id)));

export const adminCreateProduct = defineRoute({ body: productInputSchema }, async ({ admin, body }) => created(await createProduct(admin!, body)));

export const adminUpdateProduct = defineRoute({ params: idParams, body: productInputSchema }, async ({ admin, params, body }) =>
  ok(await updateProduct(admin!, params.id, body)),
);

export const adminPresignUpload = defineRoute({ body: presignUploadSchema }, async ({ admin, body }) => ok(await presignProductImage(admin!, body)));
