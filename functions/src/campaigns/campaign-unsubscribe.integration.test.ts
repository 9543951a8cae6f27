import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getSubscriber } from '../newsletter';
import { putSubscribers } from '../newsletter/subscriber.factory';
import { invoke } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { ADMIN, createdCampaign } from './campaign.factory';
import { handler as sesEvents } from './ses-events';

const get = async (id: string) => (await invoke('GET', `/api/admin/campaigns/${id}`, { claims: ADMIN })).body;
async function untilSent(id: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const c = await get(id);
    if (c.status === 'sent') return c;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`campaign ${id} not sent within ${seconds} s`);
}

describe('campaign unsubscribe and suppression', () => {
  it('the one-click unsubscribe: a POST with no page unsubscribes; an altered token changes nothing; a replay changes nothing more', async () => {
    const tag = randomUUID().slice(0, 8);
    const [reader, other] = [`reader-${tag}@example.ca`, `other-${tag}@example.ca`];
    await putSubscribers([
      { email: reader, status: 'confirmed' },
      { email: other, status: 'confirmed' },
    ]);
    const id = await createdCampaign();
    expect((await invoke('POST', `/api/admin/campaigns/${id}/send`, { claims: ADMIN, body: {} })).status).toBe(202);
    await untilSent(id, 30);
    const mail = await readMail((await outboxFiles(`campaign-${id}-reader-${tag}`))[0]!);
    const url = new URL(/List-Unsubscribe: <([^>]+)>/.exec(mail.headers)![1]!);
    const post = (path: string) =>
      invoke('POST', path, { rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const token = url.pathname.split('/').pop()!;
    const otherToken = Buffer.from(other).toString('base64url');
    for (const altered of [`${token.slice(0, -2)}xx`, `${otherToken}.${token.split('.').slice(1).join('.')}`]) {
      expect((await post(`/api/newsletter/unsubscribe/${altered}`)).status).toBe(404);
    }
    expect((await getSubscriber(reader))?.status).toBe('confirmed');
    expect((await getSubscriber(other))?.status).toBe('confirmed');

    expect((await post(url.pathname)).status).toBe(200);
    const left = await getSubscriber(reader);
    expect(left).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    expect((await post(url.pathname)).status).toBe(200);
    expect(await getSubscriber(reader)).toEqual(left);
    expect((await getSubscriber(other))?.status).toBe('confirmed');
    expect((await get(id)).unsubscribedSince).toBe(1);

    // The next campaign does not reach the address that left.
    const next = await createdCampaign();
    await invoke('POST', `/api/admin/campaigns/${next}/send`, { claims: ADMIN, body: {} });
    await untilSent(next, 30);
    expect(await outboxFiles(`campaign-${next}-reader-${tag}`)).toHaveLength(0);
    expect(await outboxFiles(`campaign-${next}-other-${tag}`)).toHaveLength(1);
  });

  it('a permanent bounce or a complaint from SES suppresses the address at once; a transient bounce does not', async () => {
    const tag = randomUUID().slice(0, 8);
    const [bounced, complained, full] = ['bounced', 'complained', 'full'].map((w) => `${w}-${tag}@example.ca`) as [string, string, string];
    await putSubscribers([bounced, complained, full].map((email) => ({ email, status: 'confirmed' })));
    const event = (detail: object) => ({ 'detail-type': 'Email Bounced', time: new Date().toISOString(), detail });
    expect(await sesEvents(event({ eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: bounced.toUpperCase() }] } }))).toEqual({ suppressed: 1 });
    expect(await sesEvents(event({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: complained }] } }))).toEqual({ suppressed: 1 });
    expect(await sesEvents(event({ eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: full }] } }))).toEqual({ suppressed: 0 });
    const id = await createdCampaign();
    await invoke('POST', `/api/admin/campaigns/${id}/send`, { claims: ADMIN, body: {} });
    const done = await untilSent(id, 30);
    expect(done.suppressed).toBeGreaterThanOrEqual(2);
    expect(await outboxFiles(`campaign-${id}-bounced-${tag}`)).toHaveLength(0);
    expect(await outboxFiles(`campaign-${id}-complained-${tag}`)).toHaveLength(0);
    expect(await outboxFiles(`campaign-${id}-full-${tag}`)).toHaveLength(1);
  });
});
