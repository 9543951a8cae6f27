import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { putSubscribers } from '../newsletter/subscriber.factory';
import { invoke } from '../test/invoke';
import { outboxFiles } from '../test/outbox';
import { ADMIN, createdCampaign } from './campaign.factory';

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
const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `r${i}-${tag}@example.ca`);

describe('campaign sending, locally', () => {
  it('locally, a campaign to 100 subscribers reaches sent within 30 seconds (in-process queue, outbox)', async () => {
    const tag = randomUUID().slice(0, 8);
    await putSubscribers(addresses(100, tag).map((email) => ({ email, status: 'confirmed' })));
    const id = await createdCampaign();
    const started = Date.now();
    expect((await invoke('POST', `/api/admin/campaigns/${id}/send`, { claims: ADMIN, body: {} })).status).toBe(202);
    const done = await untilSent(id, 30);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(done.sent).toBeGreaterThanOrEqual(100);
    expect(await outboxFiles(`campaign-${id}-r`)).toHaveLength(100 + (done.sent - 100));
  }, 40_000);

});
