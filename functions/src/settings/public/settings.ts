/** Published to admin: the shop's settings, read and saved, and the seller details still to give. */
export { getShopSettings, updateShopSettings } from '../settings-service';
export { unfinishedSellerDetails } from '../unfinished-seller-details';
