import { createFunction } from '../lib/http/create-function';

const overview = () => import('./routes/overview-routes');
const orders = () => import('./routes/order-routes');
const products = () => import('./routes/product-routes');
const french = () => import('./routes/french-routes');
const collections = () => import('./routes/collection-routes');
const inbox = () => import('./routes/inbox-routes');
const settings = () => import('./routes/settings-routes');
const discountCodes = () => import('./routes/discount-code-routes');
const reviews = () => import('./routes/review-routes');
const campaigns = () => import('./routes/campaign-routes');
const giftCards = () => import('./routes/gift-card-routes');

/**
 * The artisan's dashboard API. `admin` is always set here: every route is auth 'admin'. Each route's
 * module loads on its first request (decision 0027).
 */
export const handler = createFunction('admin', {
  adminOverview: overview,
  adminInsights: overview,
  adminListAudit: overview,
  adminListOrders: orders,
  adminExportOrders: orders,
  adminGetOrder: orders,
  adminUpdateOrderStatus: orders,
  adminCreateShipment: orders,
  adminMarkItemMade: orders,
  adminRefundOrder: orders,
  adminListProducts: products,
  adminGetProduct: products,
  adminCreateProduct: products,
  adminUpdateProduct: products,
  adminPresignUpload: products,
  adminApproveProductFrench: french,
  adminListCategories: french,
  adminCreateCategory: collections,
  adminUpdateCategory: collections,
  adminDeleteCategory: collections,
  adminReorderCategories: collections,
  adminSetCollectionPieces: collections,
  adminApproveCategoryFrench: french,
  adminListInbox: inbox,
  adminMarkInbox: inbox,
  adminExportSubscribers: inbox,
  adminGetSettings: settings,
  adminUpdateSettings: settings,
  adminListDiscountCodes: discountCodes,
  adminCreateDiscountCode: discountCodes,
  adminUpdateDiscountCode: discountCodes,
  adminListReviews: reviews,
  adminPublishReview: reviews,
  adminRejectReview: reviews,
  adminReplyReview: reviews,
  listCampaigns: campaigns,
  createCampaign: campaigns,
  getCampaign: campaigns,
  updateCampaign: campaigns,
  testCampaign: campaigns,
  sendCampaign: campaigns,
  adminListGiftCards: giftCards,
  adminExportGiftCards: giftCards,
  adminIssueGiftCard: giftCards,
  adminDisableGiftCard: giftCards,
  adminResendGiftCard: giftCards,
  adminCorrectGiftCardRecipient: giftCards,
});
