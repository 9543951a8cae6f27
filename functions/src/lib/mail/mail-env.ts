import * as z from 'zod';
import { readEnv } from '../env';

/**
 * The mail settings, apart from the mailer that sends with them: a function that only reads the admin's
 * address (the shop settings' default alert address) does not bundle or build a mailer.
 */
export const mailEnv = readEnv({
  MAIL_PROVIDER: z.enum(['ses', 'local']).default('local'),
  MAIL_FROM: z.string().default('Sacred Crystal Jewelry <hello@sacredcrystaljewelry.ca>'),
  ADMIN_EMAIL: z.string().email().default('artisan@sacredcrystaljewelry.ca'),
  OUTBOX_DIR: z.string().default('.data/outbox'),
});
