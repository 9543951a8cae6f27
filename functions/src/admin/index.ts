/**
 * The artisan's dashboard (/admin). Its door: the SKU claim the seed writes and the local upload
 * signature the local runtime checks.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { skuClaimItem } from './sku-claim';
export { LOCAL_UPLOAD_PREFIX, looksLikeImage, verifyLocalUpload } from './uploads/local-upload-signature';
