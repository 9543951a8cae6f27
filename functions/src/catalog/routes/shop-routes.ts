import { publicShopSettings } from '@crystal/shared/shop-facts/default-shop-settings';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { getShopSettings } from '../../settings';

/** The shop's public settings: legal details, tax registrations, return window. */
export const shopInfo = defineRoute({}, async () => ok(publicShopSettings(await getShopSettings())));
