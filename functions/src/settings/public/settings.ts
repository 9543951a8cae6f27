/** Published to admin: the shop's settings, read and saved. */
export { getShopSettings, updateShopSettings } from '../settings-service';
