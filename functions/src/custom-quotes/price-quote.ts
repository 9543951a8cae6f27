import { FREE_SHIPPING_EVERYWHERE, type ShippingSettings } from '@crystal/shared/money/price-shipping';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';

/**
 * The shop's shipping settings: the artisan's own once the settings carry them (issue 32's shipping),
 * else today's default, free on every order. The one place a quote reads them.
 */
export function shippingSettingsOf(settings: ShopSettings): ShippingSettings {
  return (settings as ShopSettings & { shipping?: ShippingSettings }).shipping ?? FREE_SHIPPING_EVERYWHERE;
}
