import { describe, expect, it } from 'vitest';
import { invoke, sessionHeaders } from '../test/invoke';
import { outboxFiles, readMail } from '../test/outbox';
import { ADMIN_CLAIMS } from '../test/route-examples';
import { getOrder } from '../orders';
import { signToken, signTokenUntil } from '../lib/links/signed-token';
import { sandboxRefundedCents, sendSandboxEvent } from '../payment-adapters';
import { handleStripeWebhook, webhookSecret } from '../webhooks';

const deliverSandboxEvent = (type: string, object: Record<string, unknown>) => sendSandboxEvent({ secret: webhookSecret, deliver: handleStripeWebhook }, type, object);
import { getQuote } from './quote-repository';
import { signQuoteToken } from './quote-link';
import { CARD, inDays, mailedToken, pay, payment, quoteBody, REFUNDABLE, sendQuote } from './quote-requests.factory';

describe('quotes for custom work', () => {
  it('a quote is priced by the server, mailed with its signed link, paid by a 30% deposit, then by its balance', async () => {
    const quote = await sendQuote();
    expect(quote).toMatchObject({ subtotal: '180.00', shipping: '0.00', tax: '21.60', total: '201.60', deposit: '60.48', balance: '141.12', status: 'open' });
    const mail = await readMail(`quote-${quote.id}-sent.eml`);
    expect(mail.headers).toContain('To: luna@example.ca');
    expect(mail.text).toContain('Custom moonstone ring, size 7');
    expect(mail.text).toContain('A 30% deposit of $60.48 starts the work');
    const token = await mailedToken(`quote-${quote.id}-sent.eml`);

    const page = await invoke('GET', `/api/quotes/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: quote.id, part: 'deposit', amountDue: '60.48', total: '201.60', status: 'open', orderId: null });

    // The client's amount is never read: the intent is for the stored deposit.
    const intent = await invoke('POST', `/api/quotes/${token}/payment-intent`, { body: { ...payment, amount: '1.00' } });
    expect(intent.status).toBe(400);
    const paid = await pay(token);
    const stored = await getQuote(quote.id);
    expect(paid.body).toEqual({ status: 'succeeded', quoteId: quote.id, orderId: stored!.orderId });
    expect(stored).toMatchObject({ status: 'deposit_paid', paidCents: 6048 });
    const order = await getOrder(stored!.orderId!);
    expect(order).toMatchObject({ status: 'paid', quoteId: quote.id, totalCents: 20160, paidCents: 6048, balanceDueCents: 14112, province: 'MB' });
    expect(order!.items.map((i) => [i.name, i.priceCents])).toEqual([
      ['Custom moonstone ring, size 7', 15000],
      ['Engraving "L + M" inside the band', 3000],
    ]);
    expect(order!.shippingAddress).toBe('Luna Moreau\n123 Portage Ave\nWinnipeg, MB R3C 0A1\nCanada');
    const receipt = await readMail(`quote-${quote.id}-deposit-paid.eml`);
    expect(receipt.text).toContain(`We received $60.48. Your order number is #${order!.id}.`);
    expect(receipt.text).toContain('A balance of $141.12 is still owed');
    // The artisan hears of it once: whose quote, what was paid, what is still owed, and the order in /admin.
    const alert = await readMail(`quote-${quote.id}-deposit-paid-artisan.eml`);
    expect(alert.headers).toContain('Reply-To: luna@example.ca');
    expect(alert.headers).toMatch(/Subject: Deposit paid on quote #\d+: \$60\.48 from Luna Moreau/);
    expect(alert.text).toContain(`Luna Moreau (luna@example.ca) paid the deposit of quote #${quote.id}: $60.48 CAD.`);
    expect(alert.text).toContain('Still owed: $141.12 CAD, the balance.');
    expect(alert.text).toContain(`/admin/orders/${order!.id}`);

    // The paid link cannot be paid twice: 409 on reading, paying and confirming.
    expect((await invoke('GET', `/api/quotes/${token}`)).status).toBe(409);
    expect((await invoke('POST', `/api/quotes/${token}/payment-intent`, { body: payment })).status).toBe(409);
    expect((await invoke('POST', `/api/quotes/${token}/sandbox-confirm`, { body: { clientSecret: 'pi_sandbox_0_secret_0', cardNumber: CARD } })).status).toBe(409);

    // The admin sees it in "To make" with the balance owed.
    const toMake = await invoke('GET', '/api/admin/orders?status=paid&balance=owed', { claims: ADMIN_CLAIMS });
    expect(toMake.body.orders.find((o: { id: number }) => o.id === order!.id)).toMatchObject({ balanceDue: '141.12' });
    const toShip = await invoke('GET', '/api/admin/orders?status=paid&balance=settled', { claims: ADMIN_CLAIMS });
    expect(toShip.body.orders.map((o: { id: number }) => o.id)).not.toContain(order!.id);

    // She sends the balance's link once the piece is made; the shopper pays it the same way.
    const sent = await invoke('POST', `/api/admin/quotes/${quote.id}/balance-link`, { claims: ADMIN_CLAIMS });
    expect(sent.status).toBe(200);
    expect(sent.body.balanceLinkSentAt).toBeTruthy();
    const balanceToken = await mailedToken(`quote-${quote.id}-balance.eml`);
    expect((await invoke('GET', `/api/quotes/${balanceToken}`)).body).toMatchObject({ part: 'balance', amountDue: '141.12' });
    const balance = await pay(balanceToken, CARD, {});
    expect(balance.body).toEqual({ status: 'succeeded', quoteId: quote.id, orderId: order!.id });
    expect(await getQuote(quote.id)).toMatchObject({ status: 'paid', paidCents: 20160 });
    expect(await getOrder(order!.id)).toMatchObject({ paidCents: 20160, balanceDueCents: 0, status: 'paid' });
    expect((await invoke('GET', `/api/quotes/${balanceToken}`)).status).toBe(409);
    expect((await invoke('POST', `/api/admin/quotes/${quote.id}/balance-link`, { claims: ADMIN_CLAIMS })).status).toBe(409);
    expect((await readMail(`quote-${quote.id}-balance-paid.eml`)).text).toContain('Your quote is paid in full.');
    const balanceAlert = await readMail(`quote-${quote.id}-balance-paid-artisan.eml`);
    expect(balanceAlert.text).toContain(`paid the balance of quote #${quote.id}: $141.12 CAD.`);
    expect(balanceAlert.text).toContain('Nothing is owed: the quote is paid in full.');
    expect(await outboxFiles(`quote-${quote.id}-`)).toEqual(
      ['balance', 'balance-paid', 'balance-paid-artisan', 'deposit-paid', 'deposit-paid-artisan', 'sent'].map((k) => `quote-${quote.id}-${k}.eml`).sort(),
    );

    // Refunded in full, the money goes back over both payments: the balance's, then the deposit's.
    const settled = (await getOrder(order!.id))!;
    expect(settled.balancePayment).toMatchObject({ cents: 14112 });
    const detail = await invoke('GET', `/api/admin/orders/${order!.id}`, { claims: ADMIN_CLAIMS });
    const items = detail.body.items.map((i: { id: string; quantity: number }) => ({ itemId: i.id, quantity: i.quantity, restock: false }));
    const refunded = await invoke('POST', `/api/admin/orders/${order!.id}/refunds`, { claims: ADMIN_CLAIMS, body: { items, shipping: true } });
    expect(refunded.status, refunded.text).toBe(201);
    expect(refunded.body.total).toBe('201.60');
    expect(await sandboxRefundedCents(order!.id, settled.balancePayment!.paymentIntentId)).toBe(14112);
    expect(await sandboxRefundedCents(order!.id, settled.paymentIntentId)).toBe(6048);
    expect(await getOrder(order!.id)).toMatchObject({ status: 'refunded', refundedCents: 20160 });
  });

  it('a consultation from the inbox becomes a quote, and is marked handled', async () => {
    const asked = await invoke('POST', '/api/contact', {
      headers: sessionHeaders(crypto.randomUUID()),
      body: { name: 'Luna Moreau', email: 'luna@example.ca', subject: 'Custom Jewelry Design', message: 'A moonstone ring, size 7?', isConsultation: true },
    });
    expect(asked.status, asked.text).toBeLessThan(300);
    const inbox = await invoke('GET', '/api/admin/inbox?filter=open', { claims: ADMIN_CLAIMS });
    const request = inbox.body.items.find((i: { email: string; message: string }) => i.message === 'A moonstone ring, size 7?');
    const quote = await sendQuote({ consultationId: request.id });
    expect(quote).toMatchObject({ consultationId: request.id });
    const after = await invoke('GET', '/api/admin/inbox?filter=handled', { claims: ADMIN_CLAIMS });
    expect(after.body.items.map((i: { id: number }) => i.id)).toContain(request.id);
    const listed = await invoke('GET', '/api/admin/quotes', { claims: ADMIN_CLAIMS });
    expect(listed.body.quotes[0]).toMatchObject({ id: quote.id, status: 'open', consultationId: request.id });
  });

  it('an altered, expired or other-purpose link is a 404 that says nothing more', async () => {
    const quote = await sendQuote();
    const token = await mailedToken(`quote-${quote.id}-sent.eml`);
    const [subject, exp, sig] = token.split('.') as [string, string, string];
    const flip = (s: string) => `${s.slice(0, -1)}${s.at(-1) === 'A' ? 'B' : 'A'}`;
    const altered = [
      `${Buffer.from(`${quote.id + 1}.pay`).toString('base64url')}.${exp}.${sig}`,
      `${subject}.${Number(exp) + 86_400}.${sig}`,
      `${subject}.${exp}.${flip(sig)}`,
      `${Buffer.from(`${quote.id}.balance`).toString('base64url')}.${exp}.${sig}`,
      'not-a-token',
    ];
    for (const t of altered) {
      for (const [method, path, body] of [
        ['GET', `/api/quotes/${t}`, undefined],
        ['POST', `/api/quotes/${t}/payment-intent`, payment],
        ['POST', `/api/quotes/${t}/sandbox-confirm`, { clientSecret: 'pi_sandbox_0_secret_0', cardNumber: CARD }],
      ] as const) {
        const res = await invoke(method, path, { body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error).toBe('Quote not found');
      }
    }
    const expired = await signTokenUntil('quote', `${quote.id}.pay`, new Date(Date.now() - 1000));
    expect((await invoke('GET', `/api/quotes/${expired}`)).status).toBe(404);
    const orderLink = await signToken('order', `${quote.id}.pay`, 30);
    expect((await invoke('GET', `/api/quotes/${orderLink}`)).status).toBe(404);
    // A quote past its last day cannot be paid even through a link still signed as valid.
    const late = await sendQuote({ expiresOn: inDays(0) });
    await (await import('../lib/db/client')).db.send(
      new (await import('@aws-sdk/lib-dynamodb')).UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `QUOTE#${late.id}`, sk: 'QUOTE' },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const lateToken = await signQuoteToken(late.id, 'pay', new Date(Date.now() + 86_400_000));
    expect((await invoke('GET', `/api/quotes/${lateToken}`)).status).toBe(409);
    expect((await invoke('POST', `/api/quotes/${lateToken}/payment-intent`, { body: payment })).status).toBe(409);
    expect((await getQuote(quote.id))!.status).toBe('open');
  });

  it('a declined card leaves the quote open; a redelivered or wrong-amount event makes no second order', async () => {
    const quote = await sendQuote({ depositPercent: undefined });
    expect(quote).toMatchObject({ deposit: null, balance: null, total: '201.60' });
    const token = await mailedToken(`quote-${quote.id}-sent.eml`);
    expect((await invoke('GET', `/api/quotes/${token}`)).body).toMatchObject({ part: 'full', amountDue: '201.60' });
    const declined = await pay(token, '4000 0000 0000 0002');
    expect(declined.body).toMatchObject({ status: 'requires_payment_method', error: { code: 'card_declined', message: 'Your card was declined.' } });
    expect(await getQuote(quote.id)).toMatchObject({ status: 'open', paidCents: 0 });

    const intent = { id: `pi_sandbox_quote_${quote.id}_full`, object: 'payment_intent', currency: 'cad', metadata: { quoteId: String(quote.id), part: 'full' } };
    await deliverSandboxEvent('payment_intent.succeeded', { ...intent, amount: 100 });
    expect((await getQuote(quote.id))!.status).toBe('open');
    await Promise.all([1, 2, 3].map(() => deliverSandboxEvent('payment_intent.succeeded', { ...intent, amount: 20160 })));
    const paid = await getQuote(quote.id);
    expect(paid).toMatchObject({ status: 'paid', paidCents: 20160 });
    expect(await getOrder(paid!.orderId!)).toMatchObject({ balanceDueCents: 0, paidCents: 20160, status: 'paid' });
    expect(await outboxFiles(`quote-${quote.id}-full-paid`)).toEqual([`quote-${quote.id}-full-paid-artisan.eml`, `quote-${quote.id}-full-paid.eml`]);
    // No deposit, so no balance link.
    expect((await invoke('POST', `/api/admin/quotes/${quote.id}/balance-link`, { claims: ADMIN_CLAIMS })).status).toBe(409);
  });

  it('checks the first payment: the shipping address in the quote’s province and a phone', async () => {
    const quote = await sendQuote();
    const token = await mailedToken(`quote-${quote.id}-sent.eml`);
    const none = await invoke('POST', `/api/quotes/${token}/payment-intent`, { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.issues.map((i: { path: string }) => i.path)).toEqual(['shippingAddress', 'customerPhone']);
    const elsewhere = await invoke('POST', `/api/quotes/${token}/payment-intent`, {
      body: { ...payment, shippingAddress: { street: '1 Bay St', city: 'Toronto', province: 'ON', postalCode: 'M5J 2N8' } },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.issues).toEqual([{ path: 'shippingAddress.province', message: 'This quote was priced for Manitoba' }]);
  });

  it('a quote from a consultation that gave a phone does not ask for it again', async () => {
    const asked = await invoke('POST', '/api/contact', {
      headers: sessionHeaders(crypto.randomUUID()),
      body: { name: 'Luna Moreau', email: 'luna@example.ca', phone: '204-555-0199', subject: 'Custom Jewelry Design', message: 'A ring with my phone given?', isConsultation: true },
    });
    expect(asked.status, asked.text).toBeLessThan(300);
    const inbox = await invoke('GET', '/api/admin/inbox?filter=open', { claims: ADMIN_CLAIMS });
    const request = inbox.body.items.find((i: { message: string }) => i.message === 'A ring with my phone given?');
    const quote = await sendQuote({ consultationId: request.id });
    const token = await mailedToken(`quote-${quote.id}-sent.eml`);
    expect((await invoke('GET', `/api/quotes/${token}`)).body).toMatchObject({ phoneOnFile: true });
    const paid = await pay(token, CARD, { shippingAddress: payment.shippingAddress });
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect(await getOrder(paid.body.orderId)).toMatchObject({ customerPhone: '204-555-0199' });
    // Without a phone on file the page asks for one (checked above: 'checks the first payment').
    const plain = await sendQuote();
    expect((await invoke('GET', `/api/quotes/${await mailedToken(`quote-${plain.id}-sent.eml`)}`)).body).toMatchObject({ phoneOnFile: false });
  });

  it('shows the ready-by date and the deposit terms on the page and in the mail, in English and French', async () => {
    const readyBy = inDays(40);
    const quote = await sendQuote({ readyBy });
    expect(quote).toMatchObject({ readyBy, depositTerms: REFUNDABLE });
    const mail = await readMail(`quote-${quote.id}-sent.eml`);
    expect(mail.text).toContain('Refundable deposit: Your deposit is refundable until I start making your piece.');
    const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${readyBy}T12:00:00Z`));
    expect(mail.text).toContain(`Your piece will be ready by ${day}.`);
    const page = await invoke('GET', `/api/quotes/${await mailedToken(`quote-${quote.id}-sent.eml`)}`);
    expect(page.body).toMatchObject({ readyBy, depositTerms: REFUNDABLE });

    const terms = { refundable: false, text: 'Votre acompte n’est pas remboursable : il paie les pierres que j’achète pour votre bijou.' };
    const fr = await sendQuote({ language: 'fr', readyBy, depositTerms: terms });
    const frMail = await readMail(`quote-${fr.id}-sent.eml`);
    expect(frMail.text).toContain(`Acompte non remboursable : ${terms.text}`);
    const jour = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${readyBy}T12:00:00Z`));
    expect(frMail.text).toContain(`Votre bijou sera prêt d’ici le ${jour}.`);

    // Neither is required of a quote paid in full at once, and a quote without a date has none.
    const whole = await sendQuote({ depositPercent: undefined });
    expect(whole).toMatchObject({ readyBy: null, depositTerms: null });
    expect((await readMail(`quote-${whole.id}-sent.eml`)).text).not.toMatch(/ready by|refundable/i);
  });

  it('a refundable deposit can be refunded from its order in /admin, as its terms say, and never more than it', async () => {
    const quote = await sendQuote();
    expect(quote).toMatchObject({ depositTerms: REFUNDABLE });
    await pay(await mailedToken(`quote-${quote.id}-sent.eml`));
    const { orderId } = (await getQuote(quote.id))!;
    // Never more than the deposit paid: the order's whole total was not charged.
    const tooMuch = await invoke('POST', `/api/admin/orders/${orderId}/status`, { claims: ADMIN_CLAIMS, body: { status: 'refunded', refundAmount: '60.49', restock: false } });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain('Refund between 0.01 and $60.48');
    const refund = await invoke('POST', `/api/admin/orders/${orderId}/status`, { claims: ADMIN_CLAIMS, body: { status: 'refunded', refundAmount: '60.48', restock: false } });
    expect(refund.status, refund.text).toBe(200);
    expect(await getOrder(orderId!)).toMatchObject({ refundedCents: 6048 });
  });

  it('writes the French quote in French, linked under {base}fr/', async () => {
    const quote = await sendQuote({ language: 'fr', customerName: 'Élodie Tremblay', province: 'QC', depositPercent: 50 });
    // 180.00 + TPS 9.00 + TVQ 17.96 = 206.96; 50% = 103.48.
    expect(quote).toMatchObject({ total: '206.96', deposit: '103.48', balance: '103.48' });
    const mail = await readMail(`quote-${quote.id}-sent.eml`);
    expect(mail.headers).toMatch(/Subject: =\?UTF-8\?|Subject: Votre devis/);
    expect(mail.text).toContain('Bonjour Élodie Tremblay, voici le devis de votre bijou sur mesure.');
    expect(mail.text).toMatch(/Un acompte de 50 %, soit 103,48\s\$, lance la création/);
    expect(mail.text).toMatch(/TVQ \(9,975\s%\)/);
    expect(mail.text).toContain('Voir et payer votre devis');
    await mailedToken(`quote-${quote.id}-sent.eml`, true);
  });

  it('refuses hostile quote lines, bad amounts and anyone but the artisan', async () => {
    const bad = [
      { lines: [{ description: 'Ring\u202Egnir', price: '10.00' }] },
      { lines: [{ description: 'Ring\u0007', price: '10.00' }] },
      { lines: [{ description: 'Ring', price: '0.00' }] },
      { lines: [{ description: 'Ring', price: '-5.00' }] },
      { lines: [] },
      { depositPercent: 100 },
      { expiresOn: '2020-01-01' },
      { province: 'ZZ' },
      { total: '1.00' },
      { readyBy: inDays(-2) },
      { readyBy: '2026-02-30' },
      { readyBy: '15/12/2026' },
      { readyBy: inDays(800) },
      { depositTerms: undefined },
      { depositPercent: undefined, depositTerms: REFUNDABLE },
      { depositTerms: { refundable: 'yes', text: REFUNDABLE.text } },
      { depositTerms: { refundable: true, text: '' } },
      { depositTerms: { refundable: true, text: 'Refundable.\nBcc: x@evil.example' } },
      { depositTerms: { refundable: true, text: 'Refundable\u202E' } },
      { depositTerms: { refundable: true, text: 'x'.repeat(301) } },
      { depositTerms: { refundable: true, text: REFUNDABLE.text, extra: 1 } },
    ];
    for (const extra of bad) {
      const res = await invoke('POST', '/api/admin/quotes', { claims: ADMIN_CLAIMS, body: quoteBody(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    const hostile = await invoke('POST', '/api/admin/quotes', { claims: ADMIN_CLAIMS, body: quoteBody({ depositTerms: { refundable: true, text: 'Refundable\u0007' } }) });
    expect(hostile.body.issues).toEqual([{ path: 'depositTerms.text', message: 'Deposit terms must not contain control characters' }]);
    const past = await invoke('POST', '/api/admin/quotes', { claims: ADMIN_CLAIMS, body: quoteBody({ readyBy: inDays(-2) }) });
    expect(past.body.issues).toEqual([{ path: 'readyBy', message: 'The ready-by date must be today or later' }]);
    expect((await invoke('POST', '/api/admin/quotes', { body: quoteBody() })).status).toBe(401);
    expect((await invoke('POST', '/api/admin/quotes', { claims: { ...ADMIN_CLAIMS, 'cognito:groups': '[]' }, body: quoteBody() })).status).toBe(403);
    expect((await invoke('POST', '/api/admin/quotes', { claims: ADMIN_CLAIMS, body: quoteBody({ consultationId: 999_999 }) })).status).toBe(404);
  });

  it('limits reading quote links per client address', async () => {
    const quote = await sendQuote();
    const token = await mailedToken(`quote-${quote.id}-sent.eml`);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await invoke('GET', `/api/quotes/${token}`, { sourceIp: '203.0.113.77' })).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await invoke('GET', `/api/quotes/${token}`, { sourceIp: '203.0.113.78' })).status).toBe(200);
  });
});
