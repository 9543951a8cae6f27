import * as z from '@crystal/shared/zod';
import { readEnv } from '../env';

/**
 * The mail settings, apart from the mailer that sends with them: a function that only reads the admin's
 * address (the shop settings' default alert address) does not bundle or build a mailer.
 */
export const mailEnv = readEnv({
  MAIL_PROVIDER: z._default(z.enum(['ses', 'local']), 'local'),
  MAIL_FROM: z._default(z.string(), 'Sacred Crystal Jewelry <hello@sacredcrystaljewelry.ca>'),
  ADMIN_EMAIL: z._default(z.string().check(z.email()), 'artisan@sacredcrystaljewelry.ca'),
  OUTBOX_DIR: z._default(z.string(), '.data/outbox'),
});
