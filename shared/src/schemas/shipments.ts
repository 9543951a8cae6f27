import * as z from '../zod';
import { CARRIERS, TRACKING_NUMBER_PATTERN } from '../carriers';
import { positiveIntSchema } from './common';

/**
 * POST /api/admin/orders/{id}/shipments: the lines that are ready (each by its stable `itemId`, with how
 * many of it), the carrier and the parcel's tracking number. A made-to-order line not yet marked made ships
 * only with `confirmNotMade: true` (she confirms it is ready after all).
 */
export const createShipmentSchema = z
  .strictObject({
    items: z
      .array(z.strictObject({ itemId: positiveIntSchema, quantity: positiveIntSchema }), 'items must be a list of { itemId, quantity }')
      .check(
        z.minLength(1, 'Choose at least one line to ship'),
        z.maxLength(100, 'An order has at most 100 lines'),
        z.refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, 'Each line is listed once'),
      ),
    carrier: z.enum(CARRIERS, { message: `carrier must be one of ${CARRIERS.join(', ')}` }),
    trackingNumber: z.string('Tracking number must be 8 to 40 letters or digits').check(z.trim(), z.regex(TRACKING_NUMBER_PATTERN, 'Tracking number must be 8 to 40 letters or digits')),
    confirmNotMade: z.optional(z.boolean('confirmNotMade must be true or false')),
  });
export type CreateShipment = z.infer<typeof createShipmentSchema>;

/** POST /api/admin/orders/{id}/items/{itemId}/made: a made-to-order line is made (true) or not yet (false). */
export const markMadeSchema = z.strictObject({ made: z.boolean('made must be true or false') });

export const orderItemParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Order id must be a whole number')), z.transform(Number)),
  itemId: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'Item id must be a whole number')), z.transform(Number)),
});
