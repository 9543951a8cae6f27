import type { S3Client } from '@aws-sdk/client-s3';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { sesMailer } from './mail/ses-mailer';
import { s3MediaStore } from './media/s3-media-store';

/** A client stand-in that records what it is sent (the SDK modules themselves load on first use). */
function recorder() {
  const sent: { name: string; input: unknown }[] = [];
  const client = {
    async send(command: { constructor: { name: string }; input: unknown }) {
      sent.push({ name: command.constructor.name, input: command.input });
      return {};
    },
  };
  return { sent, client };
}

describe('SDK adapters that load their client module on first use', () => {
  it('SES mailer sends a SendEmailCommand from the shop identity', async () => {
    const { sent, client } = recorder();
    const mailer = sesMailer('Shop <shop@example.ca>', client as unknown as SESv2Client);
    await mailer.send({ to: 'a@example.ca', subject: 'Hi', text: 'Total $68.00', replyTo: 'b@example.ca' });
    await mailer.send({ to: 'c@example.ca', subject: 'Again', text: 'x', html: '<p>x</p>' });
    expect(sent.map((s) => s.name)).toEqual(['SendEmailCommand', 'SendEmailCommand']);
    expect(sent[0]!.input).toMatchObject({
      FromEmailAddress: 'Shop <shop@example.ca>',
      Destination: { ToAddresses: ['a@example.ca'] },
      ReplyToAddresses: ['b@example.ca'],
      Content: { Simple: { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Total $68.00' } } } },
    });
    expect(sent[1]!.input).toMatchObject({ Content: { Simple: { Body: { Html: { Data: '<p>x</p>' } } } } });
  });

  it('S3 media store puts under media/ with an immutable cache header and returns the public URL', async () => {
    const { sent, client } = recorder();
    const store = s3MediaStore('bucket-1', '/media', client as unknown as S3Client);
    expect(store.urlFor('a.png')).toBe('/media/a.png');
    await expect(store.put('ai/a.png', 'png-bytes', 'image/png')).resolves.toBe('/media/ai/a.png');
    expect(sent).toEqual([
      {
        name: 'PutObjectCommand',
        input: {
          Bucket: 'bucket-1',
          Key: 'media/ai/a.png',
          Body: 'png-bytes',
          ContentType: 'image/png',
          CacheControl: 'public, max-age=31536000, immutable',
        },
      },
    ]);
  });
});
