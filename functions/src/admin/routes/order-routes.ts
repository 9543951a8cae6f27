import { exportOrdersQuerySchema, listAdminOrdersQuerySchema, refundLinesSchema, updateOrderStatusSchema } from '@crystal/shared/schemas/admin-orders';
import { defineRoute } from '../../lib/http/define-route';
import { idParams } from '../../lib/http/path-params';
import { created, ok } from '../../lib/http/responses';
import { paymentAdaptersFromEnv } from '../../payment-adapters';
import { handleStripeWebhook, webhookSecret } from '../../webhooks';
import { changeOrderStatus, getOrderForAdmin, listOrdersForAdmin, markOrderLineMade, refundOrderLines, shipOrderLines } from '../admin-order-service';
import { createShipmentSchema, markMadeSchema, orderItemParams } from '@crystal/shared/schemas/shipments';
import { exportOrdersCsv } from '../order-export-service';
import { csvFile } from './csv-file';

/** Orders: the list, one order, its status changes (ship, deliver, cancel, refund), its parcels, refunds by the line and the CSV export. */

/** Wired here, at the entry point: the sandbox's refunds deliver their signed event to the webhook's code path. */
const { refunds } = paymentAdaptersFromEnv({ secret: webhookSecret, deliver: handleStripeWebhook });

export const adminListOrders = defineRoute({ query: listAdminOrdersQuerySchema }, async ({ query }) => ok(await listOrdersForAdmin(query)));

export const adminExportOrders = defineRoute({ query: exportOrdersQuerySchema }, async ({ admin, query }) =>
  csvFile(await exportOrdersCsv(admin!, query)),
);

export const adminGetOrder = defineRoute({ params: idParams }, async ({ params }) => ok(await getOrderForAdmin(params.id)));

export const adminCreateShipment = defineRoute({ params: idParams, body: createShipmentSchema }, async ({ admin, params, body }) =>
  created(await shipOrderLines(admin!, params.id, body)),
);

export const adminMarkItemMade = defineRoute({ params: orderItemParams, body: markMadeSchema }, async ({ admin, params, body }) =>
  ok(await markOrderLineMade(admin!, params.id, params.itemId, body.made)),
);

export const adminUpdateOrderStatus = defineRoute({ params: idParams, body: updateOrderStatusSchema }, async ({ admin, params, body }) =>
  ok(await changeOrderStatus(admin!, refunds, params.id, body)),
);

export const adminRefundOrder = defineRoute({ params: idParams, body: refundLinesSchema }, async ({ admin, params, body }) =>
  created(await refundOrderLines(admin!, refunds, params.id, body)),
);
