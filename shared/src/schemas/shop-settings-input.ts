import * as z from 'zod';
import { canadianPhone } from '../canadian-phone';
import { shopSettingsSchema } from './shop-settings';

/**
 * PUT /api/admin/settings: every field as the shop's settings, and the phone, once set, a Canadian number
 * (stored in its national form, "(204) 555-0123"). Empty means not given yet.
 */
export const shopSettingsInputSchema = z.strictObject({
  ...shopSettingsSchema.shape,
  phone: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return v;
      const phone = canadianPhone(v);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: 'Phone must be a Canadian number, e.g. (204) 555-0123' });
      return z.NEVER;
    }),
});
