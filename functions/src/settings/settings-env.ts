import * as z from '@crystal/shared/zod';
import { readEnv } from '../lib/env';

/**
 * Which settings a shop with none saved starts from: `production` (registered nowhere, no tax) as the
 * deployed stack runs, or `demo`, the local shop's (`npm start` and the tests set it), which taxes as
 * the checkout texts show under a demo GST/HST number (docs/decisions/0090-tax-only-where-registered.md).
 */
export const settingsEnv = readEnv({
  SHOP_SETTINGS_DEFAULTS: z._default(z.enum(['production', 'demo']), 'production'),
});

export const isDemoShop = () => settingsEnv.SHOP_SETTINGS_DEFAULTS === 'demo';
