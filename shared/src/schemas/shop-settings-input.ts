import * as z from '../zod';
import { canadianPhone } from '../canadian-phone';
import { refuse } from './refuse';
import { paymentMethodsSchema, shippingSettingsSchema } from './money-settings';
import { abandonedCheckoutInputSchema, shopSettingsSchema } from './shop-settings';
import { singleLineText } from './human-text';
import { APPOINTMENT_DAYS_APART, appointmentDaysApart, studioWeekShape } from './opening-hours';

/**
 * PUT /api/admin/settings: every field as the shop's settings, and the phone, once set, a Canadian number
 * (stored in its national form, "(204) 555-0123"). Empty means not given yet. `shipping`,
 * `paymentMethods`, `customWorkDays`, `reviewRequestDays`, the studio's week (`openingHours`, `appointmentDays`) and the checkout reminder (`abandonedCheckout`: `{ enabled, delayHours }`; when it was turned on is the server's) came later: a client that leaves them out keeps what is saved.
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
  shipping: z.optional(shippingSettingsSchema),
  paymentMethods: z.optional(paymentMethodsSchema),
  customWorkDays: z.optional(shopSettingsSchema.shape.customWorkDays),
  reviewRequestDays: z.optional(shopSettingsSchema.shape.reviewRequestDays),
  openingHours: z.optional(studioWeekShape.openingHours),
  appointmentDays: z.optional(studioWeekShape.appointmentDays),
  // The saved settings read back pass as they are: `enabledSince`, when sent, is ignored (the server keeps its own).
  abandonedCheckout: z.optional(
    z.object({ ...abandonedCheckoutInputSchema.shape, enabledSince: z.optional(z.nullable(z.iso.datetime({ offset: true }))) }),
  ),
}).check(z.refine(appointmentDaysApart, { message: APPOINTMENT_DAYS_APART, path: ['appointmentDays'] }));
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;
