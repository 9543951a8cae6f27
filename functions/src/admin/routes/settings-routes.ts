import { shopSettingsInputSchema } from '@crystal/shared/schemas/shop-settings-input';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { getShopSettings, updateShopSettings } from '../../settings';

/** The shop's settings: legal details, tax registrations, alert thresholds. */

export const adminGetSettings = defineRoute({}, async () => ok(await getShopSettings()));

export const adminUpdateSettings = defineRoute({ body: shopSettingsInputSchema }, async ({ admin, body }) => ok(await updateShopSettings(admin!, body)));
