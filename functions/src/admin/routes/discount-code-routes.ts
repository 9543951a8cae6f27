import { createDiscountCodeSchema, discountCodeParams, updateDiscountCodeSchema } from '@crystal/shared/schemas/discount-code';
import { defineRoute } from '../../lib/http/define-route';
import { created, ok } from '../../lib/http/responses';
import { createDiscountCode, listCodes, pauseDiscountCode } from '../../discounts';

/** Discount codes in /admin: create, list with their use counts, pause and resume. */
export const adminListDiscountCodes = defineRoute({}, async () => ok({ codes: await listCodes() }));

export const adminCreateDiscountCode = defineRoute({ body: createDiscountCodeSchema }, async ({ admin, body }) => created(await createDiscountCode(admin!, body)));

export const adminUpdateDiscountCode = defineRoute({ body: updateDiscountCodeSchema, params: discountCodeParams }, async ({ admin, body, params }) =>
  ok(await pauseDiscountCode(admin!, params.code, body.paused)),
);
