/**
 * The artisan's dashboard (/admin). Its door: the audit log other modules record into, the SKU claim the
 * seed writes, and the local upload signature the local runtime checks.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { recordAudit } from './audit-repository';
export { skuClaimItem } from './sku-claim';
export { LOCAL_UPLOAD_PREFIX, looksLikeImage, verifyLocalUpload } from './uploads/local-upload-signature';
export { nextDay } from './public/shop-day-bounds';
export { shopDayStart } from './public/shop-day-bounds';
