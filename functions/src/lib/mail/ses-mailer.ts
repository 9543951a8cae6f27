import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from './mailer';
import { once } from '../once';

/**
 * Sends through Amazon SES v2 from the verified shop identity. The SDK module loads on the first send,
 * not at import: a function that mails rarely or never (payments with Stripe) keeps the SES client's
 * ~40 ms of module loading out of its cold start. One client per container, as before. A configuration
 * set, when given (the campaign sender's), reports the mail's bounces and complaints.
 */
export function sesMailer(from: string, client?: SESv2Client, configurationSetName?: string): Mailer {
  const ses = once(async () => {
    const sdk = await import('@aws-sdk/client-sesv2');
    return { client: client ?? new sdk.SESv2Client({}), SendEmailCommand: sdk.SendEmailCommand };
  });
  return {
    async send(message) {
      const { client, SendEmailCommand } = await ses();
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          ...(configurationSetName ? { ConfigurationSetName: configurationSetName } : {}),
          Destination: { ToAddresses: [message.to] },
          ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
              },
              Headers: message.headers ? Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) : undefined,
            },
          },
        }),
      );
    },
  };
}
