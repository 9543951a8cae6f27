import * as z from '@crystal/shared/zod';
import { numericIdSchema } from '@crystal/shared/schemas/common';

/** `{id}` path parameters: a positive whole number. */
export const idParams = z.object({ id: numericIdSchema });

/** `{token}` path parameters: a signed link's token (order status, unsubscribe), checked by its service. */
export const tokenParams = z.object({ token: z.string().check(z.maxLength(600)) });
