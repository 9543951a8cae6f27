/**
 * The artisan's dashboard (/admin). Its door: the SKU claim the seed writes, the local upload signature
 * the local runtime checks, and the shop's day bounds.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { recordAudit } from '../audit-log';
export { skuClaimItem } from './sku-claim';
export { LOCAL_UPLOAD_PREFIX, looksLikeImage, verifyLocalUpload } from './uploads/local-upload-signature';
export { nextDay } from './public/shop-day-bounds';
export { shopDayStart } from './public/shop-day-bounds';
