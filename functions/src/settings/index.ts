/**
 * The shop's settings the artisan edits.
 * The module's one door (decision 0029): other modules import it only from here. Re-exports only.
 */
export { getShopSettings, updateShopSettings } from './settings-service';
export { unfinishedSellerDetails } from './unfinished-seller-details';
