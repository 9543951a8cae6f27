import { publicShopSettings } from '@crystal/shared/shop-facts/default-shop-settings';
import { aiGuideProcessing } from '../../lib/ai-guide-processing';
import { defineRoute } from '../../lib/http/define-route';
import { ok } from '../../lib/http/responses';
import { getShopSettings } from '../../settings';

/** The shop's public settings (legal details, tax registrations, return window) and where its AI guide runs. */
export const shopInfo = defineRoute({}, async () => ok({ ...publicShopSettings(await getShopSettings()), aiGuide: aiGuideProcessing() }));
