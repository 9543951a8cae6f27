import { exportOrdersQuerySchema, listAdminOrdersQuerySchema, updateOrderStatusSchema } from '@crystal/shared/schemas/admin-orders';
import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { ok } from '../../lib/http/responses';
import { changeOrderStatus, getOrderForAdmin, listOrdersForAdmin } from '../admin-order-service';
import { exportOrdersCsv } from '../order-export-service';
import { csvFile } from './csv-file';

/** Orders: the list, one order, its status changes (ship, deliver, cancel, refund) and the CSV export. */

export const adminListOrders = defineRoute({ query: listAdminOrdersQuerySchema }, async ({ query }) => ok(await listOrdersForAdmin(query)));

export const adminExportOrders = defineRoute({ query: exportOrdersQuerySchema }, async ({ admin, query }) =>
  csvFile(await exportOrdersCsv(admin!, query)),
);

export const adminGetOrder = defineRoute({ params: idParams }, async ({ params }) => ok(await getOrderForAdmin(params.id)));

export const adminUpdateOrderStatus = defineRoute({ params: idParams, body: updateOrderStatusSchema }, async ({ admin, params, body }) =>
  ok(await changeOrderStatus(admin!, params.id, body)),
);
