import { mailEnv } from '../../lib/mail/mail-env';
import type { Mailer } from '../../lib/mail/mailer';
import { outboxMailer } from '../../lib/mail/outbox-mailer';
import { sesMailer } from '../../lib/mail/ses-mailer';
import { senderEnv } from './sender-env';

/** SES through the configuration set (its event destination reports bounces and complaints); the outbox locally. */
export const campaignMailer: Mailer =
  mailEnv.MAIL_PROVIDER === 'ses'
    ? sesMailer(mailEnv.MAIL_FROM, undefined, senderEnv.MAIL_CONFIGURATION_SET)
    : outboxMailer(mailEnv.OUTBOX_DIR, mailEnv.MAIL_FROM);
