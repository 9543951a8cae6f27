import * as z from '@crystal/shared/zod';
import { numericIdSchema } from '@crystal/shared/schemas/common';

/** `{id}` path parameters: a positive whole number. */
export const idParams = z.object({ id: numericIdSchema });
