import { describe, expect, it } from 'vitest';
import { invoke } from '../test/invoke';
import { readMail } from '../test/outbox';
import { ADMIN_CLAIMS } from '../test/route-examples';
import { sendSandboxEvent } from '../payment-adapters';
import { handleStripeWebhook, webhookSecret } from '../webhooks';
import { getQuote } from './quote-repository';
import { QUOTE_CANCELLED, QUOTE_LINK_REPLACED } from './quote-link-service';
import { inDays, mailedToken, pay, payment, quoteBody, sendQuote } from './quote-requests.factory';

/** One line: 150.00 in Manitoba, total 168.00 with GST and RST. */
const ONE_RING = { lines: [{ description: 'Custom moonstone ring, size 7', price: '150.00' }] };

const audit = async () => {
  const res = await invoke('GET', `/api/admin/audit?month=${new Date().toISOString().slice(0, 7)}`, { claims: ADMIN_CLAIMS });
  return JSON.stringify(res.body);
};

/** Issue 44 build 9: a sent quote can be corrected (its old link voided, the new one mailed) or cancelled. */
describe('quotes can be corrected', () => {
  it('an edit prices the quote again, voids the old link (410), mails the new one, and is logged', async () => {
    const { id } = await sendQuote(ONE_RING);
    const oldToken = await mailedToken(`quote-${id}-sent.eml`);
    const terms = { refundable: false, text: 'Your deposit is not refundable: it pays for the stones I buy for your piece.' };
    const readyBy = inDays(30);
    const edited = await invoke('PUT', `/api/admin/quotes/${id}`, {
      claims: ADMIN_CLAIMS,
      body: quoteBody({ lines: [{ description: 'Custom moonstone ring, size 7.5', price: '170.00' }], depositTerms: terms, readyBy }),
    });
    expect(edited.status, edited.text).toBe(200);
    // 170.00 in Manitoba: GST 8.50 + RST 11.90 = 190.40; the deposit is 30%.
    expect(edited.body).toMatchObject({ id, status: 'open', total: '190.40', deposit: '57.12', depositTerms: terms, readyBy });

    const old = await invoke('GET', `/api/quotes/${oldToken}`);
    expect(old.status).toBe(410);
    expect(old.body.error).toBe(QUOTE_LINK_REPLACED);
    expect((await invoke('POST', `/api/quotes/${oldToken}/payment-intent`, { body: payment })).status).toBe(410);

    const mail = await readMail(`quote-${id}-sent-v2.eml`);
    expect(mail.headers).toMatch(/Subject: .*updated quote/i);
    expect(mail.text).toContain('The link in our earlier email no longer works');
    expect(mail.text).toContain('size 7.5');
    expect(mail.text).toContain(`Non-refundable deposit: ${terms.text}`);
    expect(mail.text).toContain('Your piece will be ready by');
    const newToken = await mailedToken(`quote-${id}-sent-v2.eml`);
    const page = await invoke('GET', `/api/quotes/${newToken}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: '190.40', amountDue: '57.12', depositTerms: terms, readyBy });

    // The new link pays the new deposit, and the quote becomes an order.
    const paid = await pay(newToken);
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect((await getQuote(id))?.status).toBe('deposit_paid');
    expect(await audit()).toContain(`Edited quote #${id} and sent the new link (total $168.00 to $190.40)`);
    // The balance link of the edited quote opens (it is signed for the quote's current version).
    expect((await invoke('POST', `/api/admin/quotes/${id}/balance-link`, { claims: ADMIN_CLAIMS })).status).toBe(200);
    const balance = await invoke('GET', `/api/quotes/${await mailedToken(`quote-${id}-balance.eml`)}`);
    expect(balance.status, balance.text).toBe(200);
    expect(balance.body).toMatchObject({ part: 'balance', amountDue: '133.28' });
  });

  it('a cancellation voids the link (410) and is logged; a cancelled quote cannot be edited or cancelled again', async () => {
    const { id } = await sendQuote(ONE_RING);
    const token = await mailedToken(`quote-${id}-sent.eml`);
    const cancelled = await invoke('POST', `/api/admin/quotes/${id}/cancel`, { claims: ADMIN_CLAIMS });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled' });
    const link = await invoke('GET', `/api/quotes/${token}`);
    expect(link.status).toBe(410);
    expect(link.body.error).toBe(QUOTE_CANCELLED);
    expect((await invoke('PUT', `/api/admin/quotes/${id}`, { claims: ADMIN_CLAIMS, body: quoteBody(ONE_RING) })).status).toBe(409);
    expect((await invoke('POST', `/api/admin/quotes/${id}/cancel`, { claims: ADMIN_CLAIMS })).status).toBe(409);
    const listed = await invoke('GET', '/api/admin/quotes', { claims: ADMIN_CLAIMS });
    expect((listed.body.quotes as { id: number; status: string }[]).find((q) => q.id === id)?.status).toBe('cancelled');
    expect(await audit()).toContain(`Cancelled quote #${id}; its link no longer works`);
  });

  it('refuses to edit or cancel a quote with a payment (409), an unknown one (404), and a bad body (400)', async () => {
    const { id } = await sendQuote(ONE_RING);
    const token = await mailedToken(`quote-${id}-sent.eml`);
    await pay(token);
    const edit = await invoke('PUT', `/api/admin/quotes/${id}`, { claims: ADMIN_CLAIMS, body: quoteBody(ONE_RING) });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toContain('has a payment');
    expect((await invoke('POST', `/api/admin/quotes/${id}/cancel`, { claims: ADMIN_CLAIMS })).status).toBe(409);
    expect((await invoke('PUT', '/api/admin/quotes/999999', { claims: ADMIN_CLAIMS, body: quoteBody(ONE_RING) })).status).toBe(404);
    expect((await invoke('POST', '/api/admin/quotes/999999/cancel', { claims: ADMIN_CLAIMS })).status).toBe(404);
    expect((await invoke('PUT', `/api/admin/quotes/${id}`, { claims: ADMIN_CLAIMS, body: { lines: [] } })).status).toBe(400);
    expect((await invoke('PUT', `/api/admin/quotes/${id}`, { body: quoteBody(ONE_RING) })).status).toBe(401);
  });

  it('two tabs editing at once: one wins, the other gets 409, and only one new link is mailed', async () => {
    const { id } = await sendQuote(ONE_RING);
    const [a, b] = await Promise.all([
      invoke('PUT', `/api/admin/quotes/${id}`, { claims: ADMIN_CLAIMS, body: quoteBody({ ...ONE_RING, customerName: 'Luna A' }) }),
      invoke('PUT', `/api/admin/quotes/${id}`, { claims: ADMIN_CLAIMS, body: quoteBody({ ...ONE_RING, customerName: 'Luna B' }) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await getQuote(id))?.linkVersion).toBe(2);
  });

  it('a payment begun on the old link is not recorded once the quote is edited', async () => {
    const { id } = await sendQuote(ONE_RING);
    const token = await mailedToken(`quote-${id}-sent.eml`);
    const intent = await invoke('POST', `/api/quotes/${token}/payment-intent`, { body: payment });
    expect(intent.status).toBe(200);
    expect((await invoke('PUT', `/api/admin/quotes/${id}`, { claims: ADMIN_CLAIMS, body: quoteBody(ONE_RING) })).status).toBe(200);
    // Stripe's event for the old version's deposit (same amount: the edit changed nothing that is priced).
    const before = await getQuote(id);
    await sendSandboxEvent({ secret: webhookSecret, deliver: handleStripeWebhook }, 'payment_intent.succeeded', {
      id: `pi_old_${id}`,
      object: 'payment_intent',
      amount: before!.depositCents,
      currency: 'cad',
      status: 'succeeded',
      metadata: { quoteId: String(id), part: 'deposit', version: '1' },
    });
    expect((await getQuote(id))?.status).toBe('open');
  });
});

describe('an edit may take away what it gave (issue 45)', () => {
  it('removing the ready-by date and the deposit clears both from the quote and its new link', async () => {
    const { id } = await sendQuote({ ...ONE_RING, readyBy: inDays(20) });
    const edited = await invoke('PUT', `/api/admin/quotes/${id}`, { claims: ADMIN_CLAIMS, body: quoteBody({ ...ONE_RING, depositPercent: undefined }) });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ readyBy: null, depositTerms: null, deposit: null });
    const page = await invoke('GET', `/api/quotes/${await mailedToken(`quote-${id}-sent-v2.eml`)}`);
    expect(page.body).toMatchObject({ part: 'full', readyBy: null, depositTerms: null });
  });
});
