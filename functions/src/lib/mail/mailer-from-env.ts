import { mailEnv } from './mail-env';
import { outboxMailer } from './outbox-mailer';
import { sesMailer } from './ses-mailer';
import type { Mailer } from './mailer';

/** Chosen by configuration: SES in production, the local outbox offline. */
export const mailer: Mailer =
  mailEnv.MAIL_PROVIDER === 'ses' ? sesMailer(mailEnv.MAIL_FROM) : outboxMailer(mailEnv.OUTBOX_DIR, mailEnv.MAIL_FROM);
