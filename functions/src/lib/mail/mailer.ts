/** Mail port: SES in production, an outbox folder of .eml files offline. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on newsletter mail. */
  headers?: Record<string, string>;
  /** Stable id so a retried send can be recognised (e.g. `order-12-confirmation`). */
  idempotencyKey?: string;
};

export type Mailer = { send(message: MailMessage): Promise<void> };
