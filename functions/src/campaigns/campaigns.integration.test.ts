import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalog/product.factory';
import { putSubscribers } from '../newsletter/subscriber.factory';
import { invoke } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { handler as campaignSendJob } from '../jobs/campaign-send';
import { ADMIN, CAMPAIGN_DRAFT, createdCampaign } from './campaign.factory';

const fileName = (key: string) => key.replace(/[^\w.-]/g, '_');
const get = async (id: string) => (await invoke('GET', `/api/admin/campaigns/${id}`, { claims: ADMIN })).body;
async function untilSent(id: string, seconds = 30) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const c = await get(id);
    if (c.status === 'sent') return c;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`campaign ${id} not sent within ${seconds} s`);
}
const mailsTo = async (id: string, email: string) => outboxFiles(fileName(`campaign-${id}-${email}`));

describe('campaigns', () => {
  it('creates a draft (201), reads it whole, lists newest first, edits it while a draft', async () => {
    const first = await createdCampaign();
    const res = await invoke('POST', '/api/admin/campaigns', { claims: ADMIN, body: { subject: 'Only English', body: 'Hello' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[a-z0-9]{32}$/), status: 'draft' });
    expect(await get(res.body.id)).toEqual({
      id: res.body.id, status: 'draft', subject: 'Only English', preheader: '', body: 'Hello', subjectFr: '', preheaderFr: '', bodyFr: '',
      productIds: [], sent: 0, failed: 0, suppressed: 0, unsubscribedSince: 0, createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const list = (await invoke('GET', '/api/admin/campaigns', { claims: ADMIN })).body.campaigns.map((c: { id: string }) => c.id);
    expect(list.indexOf(res.body.id)).toBeLessThan(list.indexOf(first));
    const put = await invoke('PUT', `/api/admin/campaigns/${first}`, { claims: ADMIN, body: { ...CAMPAIGN_DRAFT, subject: 'Cold moon' } });
    expect(put.status).toBe(200);
    expect(put.body.subject).toBe('Cold moon');
    expect((await invoke('POST', '/api/admin/campaigns', { claims: ADMIN, body: { subject: '', body: 'x', extra: 1 } })).status).toBe(400);
    expect((await invoke('GET', '/api/admin/campaigns/nope', { claims: ADMIN })).status).toBe(400);
    expect((await invoke('GET', `/api/admin/campaigns/${'a'.repeat(32)}`, { claims: ADMIN })).status).toBe(404);
    expect((await invoke('GET', `/api/admin/campaigns/${first}`)).status).toBe(401);
  });

  it('sends each confirmed subscriber one mail in their language; pending, unsubscribed and suppressed none; two sends at once: one 202, one 409', async () => {
    const piece = await makeProduct({ name: 'Moonstone Ring', priceCents: 6800, translations: { fr: { name: 'Bague en pierre de lune', description: 'x' } } as never });
    const tag = randomUUID().slice(0, 8);
    const [en, fr, pending, left] = ['en', 'fr', 'pending', 'left'].map((w) => `${w}-${tag}@example.ca`) as [string, string, string, string];
    await putSubscribers([
      { email: en, status: 'confirmed', language: 'en' },
      { email: fr, status: 'confirmed', language: 'fr' },
      { email: pending, status: 'pending' },
      { email: left, status: 'unsubscribed' },
    ]);
    const id = await createdCampaign({ ...CAMPAIGN_DRAFT, body: `${CAMPAIGN_DRAFT.body}\n<script>alert(1)</script><b>bold</b>`, productIds: [piece.id] });
    const sends = await Promise.all([1, 2].map(() => invoke('POST', `/api/admin/campaigns/${id}/send`, { claims: ADMIN, body: {} })));
    expect(sends.map((s) => s.status).sort()).toEqual([202, 409]);
    expect(sends.find((s) => s.status === 202)!.body).toEqual({ id, status: 'sending' });
    const done = await untilSent(id);
    expect(done).toMatchObject({ status: 'sent', sent: expect.any(Number), failed: 0, suppressed: 0 });
    expect((await invoke('POST', `/api/admin/campaigns/${id}/send`, { claims: ADMIN, body: {} })).status).toBe(409);
    expect((await invoke('PUT', `/api/admin/campaigns/${id}`, { claims: ADMIN, body: CAMPAIGN_DRAFT })).status).toBe(409);

    expect(await mailsTo(id, en)).toHaveLength(1);
    expect(await mailsTo(id, fr)).toHaveLength(1);
    expect(await mailsTo(id, pending)).toHaveLength(0);
    expect(await mailsTo(id, left)).toHaveLength(0);
    const english = await readMail((await mailsTo(id, en))[0]!);
    const french = await readMail((await mailsTo(id, fr))[0]!);
    expect(english.headers).toContain('Subject: Full moon in December');
    expect(french.headers).toContain(`Subject: =?UTF-8?B?${Buffer.from('Pleine lune de décembre').toString('base64')}?=`);
    expect(french.html).toContain('La lune froide');
    expect(french.html).toContain('Bague en pierre de lune');
    expect(french.html).toContain('lang="fr-CA"');
    // Her markup is text: escaped, never a tag.
    expect(english.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;');
    expect(english.html).not.toMatch(/<script|<b>bold/);
    // The card: photo, name, price and link from the catalogue.
    expect(english.html).toContain(`http://localhost:3000/media/products/test-${piece.id}.svg`);
    expect(english.html).toContain(`http://localhost:3000/shop/product/${piece.id}`);
    expect(english.text).toContain('Moonstone Ring · $68');
    // RFC 8058 headers, a visible unsubscribe link, the shop's name and postal address.
    expect(english.headers).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\/[\w-]+\.\d+\.[\w-]{43}>/);
    expect(english.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(english.html).toMatch(/href="http:\/\/localhost:3000\/shop\/unsubscribe\?token=[\w-]+\.\d+\.[\w-]{43}"/);
    const settings = (await invoke('GET', '/api/admin/settings', { claims: ADMIN })).body;
    expect(english.text).toContain(`${settings.legalName}, ${settings.address}`);
  });

  it('mails a test only to the address given, in the language chosen, and counts nothing', async () => {
    const id = await createdCampaign();
    const me = `artisan-${randomUUID().slice(0, 8)}@example.ca`;
    const res = await invoke('POST', `/api/admin/campaigns/${id}/test`, { claims: ADMIN, body: { email: me, language: 'fr' } });
    expect(res.status).toBe(200);
    const files = await outboxFiles(fileName(`campaign-${id}-test-`));
    expect(files).toHaveLength(1);
    const mail = await readMail(files[0]!);
    expect(mail.headers).toContain(`To: ${me}`);
    expect(mail.html).toContain('La lune froide');
    expect(await get(id)).toMatchObject({ status: 'draft', sent: 0 });
    expect((await invoke('POST', `/api/admin/campaigns/${id}/test`, { claims: ADMIN, body: { email: 'not an address' } })).status).toBe(400);
  });

  it('schedules a send for later (202 scheduled, a second send 409); the campaign-send job starts it when due, once', async () => {
    const id = await createdCampaign();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await invoke('POST', `/api/admin/campaigns/${id}/send`, { claims: ADMIN, body: { at } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id, status: 'scheduled', sendAt: at });
    expect((await invoke('POST', `/api/admin/campaigns/${id}/send`, { claims: ADMIN, body: {} })).status).toBe(409);
    expect(await campaignSendJob({ asOf: new Date().toISOString() })).toEqual({ started: 0 });
    expect((await invoke('PUT', `/api/admin/campaigns/${id}`, { claims: ADMIN, body: { ...CAMPAIGN_DRAFT, subject: 'Edited while scheduled' } })).status).toBe(200);
    const later = new Date(Date.now() + 3_700_000).toISOString();
    expect(await campaignSendJob({ asOf: later })).toEqual({ started: 1 });
    expect(await campaignSendJob({ asOf: later })).toEqual({ started: 0 });
    expect(await untilSent(id)).toMatchObject({ subject: 'Edited while scheduled', status: 'sent' });
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString();
    expect((await invoke('POST', `/api/admin/campaigns/${await createdCampaign()}/send`, { claims: ADMIN, body: { at: far } })).status).toBe(400);
  });
});
