import * as z from 'zod';
import { readEnv } from '../env';
import { outboxMailer } from './outbox-mailer';
import { sesMailer } from './ses-mailer';
import type { Mailer } from './mailer';

export const mailEnv = readEnv({
  MAIL_PROVIDER: z.enum(['ses', 'local']).default('local'),
  MAIL_FROM: z.string().default('Sacred Crystal Jewelry <hello@sacredcrystaljewelry.ca>'),
  ADMIN_EMAIL: z.string().email().default('artisan@sacredcrystaljewelry.ca'),
  OUTBOX_DIR: z.string().default('.data/outbox'),
});

/** Chosen by configuration: SES in production, the local outbox offline. */
export const mailer: Mailer =
  mailEnv.MAIL_PROVIDER === 'ses' ? sesMailer(mailEnv.MAIL_FROM) : outboxMailer(mailEnv.OUTBOX_DIR, mailEnv.MAIL_FROM);
