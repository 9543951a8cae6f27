import * as z from '../zod';
import { canadianPhone } from '../canadian-phone';
import { refuse } from './refuse';
import { shopSettingsSchema } from './shop-settings';
import { singleLineText } from './human-text';

/**
 * PUT /api/admin/settings: every field as the shop's settings, and the phone, once set, a Canadian number
 * (stored in its national form, "(204) 555-0123"). Empty means not given yet.
 */
export const shopSettingsInputSchema = z.strictObject({
  ...shopSettingsSchema.shape,
  phone: z.pipe(
    singleLineText({ label: 'Phone', max: 40, required: false }),
    z.transform((v: string, ctx) => {
      if (v === '') return v;
      return canadianPhone(v) ?? refuse(ctx, 'Phone must be a Canadian number, e.g. (204) 555-0123');
    }),
  ),
});
