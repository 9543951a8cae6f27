import { z } from 'zod';
import { numericIdSchema } from '@crystal/shared/schemas/common';
import { presignUploadSchema, productInputSchema } from '@crystal/shared/schemas/admin-product';
import { listAuditQuerySchema } from '@crystal/shared/schemas/admin-dashboard';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { created, ok } from '../lib/http/responses';
import { createProduct, getProductForAdmin, listProductsForAdmin, updateProduct } from './admin-product-service';
import { presignProductImage } from './upload-service';
import { auditLog } from './audit-service';

const idParams = z.object({ id: numericIdSchema });

/** The artisan's dashboard API. `admin` is always set here: every route is auth 'admin'. */
export const handler = createFunction('admin', {
  adminListProducts: defineRoute({}, async () => ok(await listProductsForAdmin())),
  adminGetProduct: defineRoute({ params: idParams }, async ({ params }) => ok(await getProductForAdmin(params.id))),
  adminCreateProduct: defineRoute({ body: productInputSchema }, async ({ admin, body }) =>
    created(await createProduct(admin!, body)),
  ),
  adminUpdateProduct: defineRoute({ params: idParams, body: productInputSchema }, async ({ admin, params, body }) =>
    ok(await updateProduct(admin!, params.id, body)),
  ),
  adminPresignUpload: defineRoute({ body: presignUploadSchema }, async ({ admin, body }) =>
    ok(await presignProductImage(admin!, body)),
  ),
  adminListAudit: defineRoute({ query: listAuditQuerySchema }, async ({ query }) => ok(await auditLog(query.month))),
});
