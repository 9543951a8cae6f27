import { publicShopSettings } from '@crystal/shared/schemas/shop-settings';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { getShopSettings } from '../../settings/settings-repository';

/** The shop's public settings: legal details, tax registrations, return window. */
export const shopInfo = defineRoute({}, async () => ok(publicShopSettings(await getShopSettings())));
