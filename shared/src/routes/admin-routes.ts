import type { RouteDef } from './route-types';

const admin = { fn: 'admin', auth: 'admin', session: false } as const;

/** The artisan's dashboard API: every route behind the JWT authorizer and the admin group. */
export const adminRoutes = [
  { id: 'adminOverview', method: 'GET', path: '/api/admin/overview', ...admin },
  { id: 'adminListOrders', method: 'GET', path: '/api/admin/orders', ...admin },
  { id: 'adminExportOrders', method: 'GET', path: '/api/admin/orders/export', ...admin },
  { id: 'adminGetOrder', method: 'GET', path: '/api/admin/orders/{id}', ...admin },
  { id: 'adminUpdateOrderStatus', method: 'POST', path: '/api/admin/orders/{id}/status', ...admin },
  // Parcels: the lines that are ready leave with their own tracking; a made-to-order line is marked made first.
  { id: 'adminCreateShipment', method: 'POST', path: '/api/admin/orders/{id}/shipments', ...admin },
  { id: 'adminMarkItemMade', method: 'POST', path: '/api/admin/orders/{id}/items/{itemId}/made', ...admin },
  // A refund by the line (docs/decisions/0104-refunds-by-the-line.md): lines, quantities, shipping, restock.
  { id: 'adminRefundOrder', method: 'POST', path: '/api/admin/orders/{id}/refunds', ...admin },
  { id: 'adminListProducts', method: 'GET', path: '/api/admin/products', ...admin },
  { id: 'adminCreateProduct', method: 'POST', path: '/api/admin/products', ...admin },
  { id: 'adminGetProduct', method: 'GET', path: '/api/admin/products/{id}', ...admin },
  { id: 'adminUpdateProduct', method: 'PUT', path: '/api/admin/products/{id}', ...admin },
  // French for pieces and collections: the artisan approves it here; the AI guide's draft comes from the
  // ai function, which holds the Bedrock grant, behind the same authorizer.
  { id: 'adminApproveProductFrench', method: 'PUT', path: '/api/admin/products/{id}/french', ...admin },
  { id: 'adminDraftProductFrench', method: 'POST', path: '/api/admin/products/{id}/french-draft', fn: 'ai', auth: 'admin', session: false },
  // Collections she manages: create, rename/describe/hide, reorder, delete (an empty one only).
  { id: 'adminListCategories', method: 'GET', path: '/api/admin/categories', ...admin },
  { id: 'adminCreateCategory', method: 'POST', path: '/api/admin/categories', ...admin },
  { id: 'adminUpdateCategory', method: 'PUT', path: '/api/admin/categories/{id}', ...admin },
  { id: 'adminDeleteCategory', method: 'DELETE', path: '/api/admin/categories/{id}', ...admin },
  { id: 'adminReorderCategories', method: 'PUT', path: '/api/admin/categories/order', ...admin },
  { id: 'adminSetCollectionPieces', method: 'PUT', path: '/api/admin/categories/{id}/pieces', ...admin },
  { id: 'adminApproveCategoryFrench', method: 'PUT', path: '/api/admin/categories/{id}/french', ...admin },
  { id: 'adminDraftCategoryFrench', method: 'POST', path: '/api/admin/categories/{id}/french-draft', fn: 'ai', auth: 'admin', session: false },
  { id: 'adminPresignUpload', method: 'POST', path: '/api/admin/uploads', ...admin },
  // The image pipeline runs in its own function (sharp), still an admin route behind the same authorizer.
  { id: 'adminProcessImage', method: 'POST', path: '/api/admin/images', fn: 'images', auth: 'admin', session: false },
  { id: 'adminListInbox', method: 'GET', path: '/api/admin/inbox', ...admin },
  { id: 'adminMarkInbox', method: 'PUT', path: '/api/admin/inbox/{id}', ...admin },
  { id: 'adminExportSubscribers', method: 'GET', path: '/api/admin/newsletter/export', ...admin },
  { id: 'adminInsights', method: 'GET', path: '/api/admin/insights', ...admin },
  { id: 'adminListAudit', method: 'GET', path: '/api/admin/audit', ...admin },
  { id: 'adminGetSettings', method: 'GET', path: '/api/admin/settings', ...admin },
  { id: 'adminUpdateSettings', method: 'PUT', path: '/api/admin/settings', ...admin },
  // Discount codes (docs/decisions/0040-discount-codes.md): create, list with their use counts, pause.
  { id: 'adminListDiscountCodes', method: 'GET', path: '/api/admin/discount-codes', ...admin },
  { id: 'adminCreateDiscountCode', method: 'POST', path: '/api/admin/discount-codes', ...admin },
  { id: 'adminUpdateDiscountCode', method: 'PATCH', path: '/api/admin/discount-codes/{code}', ...admin },
  // Gift cards (issue 49): the cards with their balances and the total still owed, a store credit by hand
  // (mailed at once), disable with a reason (logged), resend, a corrected recipient before delivery, and
  // the cards with the total still owed as a CSV.
  { id: 'adminListGiftCards', method: 'GET', path: '/api/admin/gift-cards', ...admin },
  { id: 'adminExportGiftCards', method: 'GET', path: '/api/admin/gift-cards/export', ...admin },
  { id: 'adminIssueGiftCard', method: 'POST', path: '/api/admin/gift-cards', ...admin },
  { id: 'adminDisableGiftCard', method: 'POST', path: '/api/admin/gift-cards/{id}/disable', ...admin },
  { id: 'adminResendGiftCard', method: 'POST', path: '/api/admin/gift-cards/{id}/resend', ...admin },
  { id: 'adminCorrectGiftCardRecipient', method: 'POST', path: '/api/admin/gift-cards/{id}/recipient', ...admin },
] as const satisfies readonly RouteDef[];
