import * as z from 'zod';
import { numericIdSchema } from '@crystal/shared/schemas/common';
import { presignUploadSchema, productInputSchema } from '@crystal/shared/schemas/admin-product';
import { exportOrdersQuerySchema, listAdminOrdersQuerySchema, updateOrderStatusSchema } from '@crystal/shared/schemas/admin-orders';
import {
  inboxParamsSchema,
  listAuditQuerySchema,
  listInboxQuerySchema,
  markInboxSchema,
} from '@crystal/shared/schemas/admin-dashboard';
import { createFunction } from '../lib/http/create-function';
import { defineRoute } from '../lib/http/define-route';
import { created, ok } from '../lib/http/responses';
import { createProduct, getProductForAdmin, listProductsForAdmin, updateProduct } from './admin-product-service';
import { presignProductImage } from './upload-service';
import { auditLog } from './audit-service';
import { listInbox, markInbox } from './inbox-service';
import { exportSubscribersCsv } from './newsletter-export-service';
import { insights } from './insights-service';
import { changeOrderStatus, getOrderForAdmin, listOrdersForAdmin } from './admin-order-service';
import { overview } from './overview-service';
import { exportOrdersCsv } from './order-export-service';
import { shopSettingsInputSchema } from '@crystal/shared/schemas/shop-settings-input';
import { getShopSettings, updateShopSettings } from '../settings/public/settings';
import { categoryTranslationSchema, productTranslationSchema } from '@crystal/shared/schemas/translation';
import { approveCategoryFrench, approveProductFrench, listCategoriesForAdmin } from './french-service';

const idParams = z.object({ id: numericIdSchema });

const csvFile = ({ csv, fileName }: { csv: string; fileName: string }) => ({
  status: 200,
  text: csv,
  headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"` },
});

/** The artisan's dashboard API. `admin` is always set here: every route is auth 'admin'. */
export const handler = createFunction('admin', {
  adminOverview: defineRoute({}, async () => ok(await overview())),
  adminListOrders: defineRoute({ query: listAdminOrdersQuerySchema }, async ({ query }) => ok(await listOrdersForAdmin(query))),
  adminExportOrders: defineRoute({ query: exportOrdersQuerySchema }, async ({ admin, query }) =>
    csvFile(await exportOrdersCsv(admin!, query)),
  ),
  adminGetOrder: defineRoute({ params: idParams }, async ({ params }) => ok(await getOrderForAdmin(params.id))),
  adminUpdateOrderStatus: defineRoute({ params: idParams, body: updateOrderStatusSchema }, async ({ admin, params, body }) =>
    ok(await changeOrderStatus(admin!, params.id, body)),
  ),
  adminListProducts: defineRoute({}, async () => ok(await listProductsForAdmin())),
  adminGetProduct: defineRoute({ params: idParams }, async ({ params }) => ok(await getProductForAdmin(params.id))),
  adminCreateProduct: defineRoute({ body: productInputSchema }, async ({ admin, body }) =>
    created(await createProduct(admin!, body)),
  ),
  adminUpdateProduct: defineRoute({ params: idParams, body: productInputSchema }, async ({ admin, params, body }) =>
    ok(await updateProduct(admin!, params.id, body)),
  ),
  adminApproveProductFrench: defineRoute({ params: idParams, body: productTranslationSchema }, async ({ admin, params, body }) =>
    ok(await approveProductFrench(admin!, params.id, body)),
  ),
  adminListCategories: defineRoute({}, async () => ok(await listCategoriesForAdmin())),
  adminApproveCategoryFrench: defineRoute({ params: idParams, body: categoryTranslationSchema }, async ({ admin, params, body }) =>
    ok(await approveCategoryFrench(admin!, params.id, body)),
  ),
  adminPresignUpload: defineRoute({ body: presignUploadSchema }, async ({ admin, body }) =>
    ok(await presignProductImage(admin!, body)),
  ),
  adminListInbox: defineRoute({ query: listInboxQuerySchema }, async ({ query }) =>
    ok(await listInbox(query.filter, query.cursor)),
  ),
  adminMarkInbox: defineRoute({ params: inboxParamsSchema, body: markInboxSchema }, async ({ admin, params, body }) =>
    ok(await markInbox(admin!, params.id, body.handled)),
  ),
  adminExportSubscribers: defineRoute({}, async ({ admin }) => csvFile(await exportSubscribersCsv(admin!))),
  adminInsights: defineRoute({}, async () => ok(await insights())),
  adminListAudit: defineRoute({ query: listAuditQuerySchema }, async ({ query }) => ok(await auditLog(query.month))),
  adminGetSettings: defineRoute({}, async () => ok(await getShopSettings())),
  adminUpdateSettings: defineRoute({ body: shopSettingsInputSchema }, async ({ admin, body }) => ok(await updateShopSettings(admin!, body))),
});
