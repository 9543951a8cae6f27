import { expect } from 'vitest';
import { invoke } from '../test/invoke';
import { readMail } from '../test/outbox';
import { ADMIN_CLAIMS } from '../test/route-examples';

/** The quotes tests' steps: write and send a quote, read its mailed link, pay it with the sandbox card. */

export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
export const address = { street: '123 Portage Ave', city: 'Winnipeg', province: 'MB', postalCode: 'R3C 0A1' };
export const payment = { customerPhone: '204-555-0100', shippingAddress: address };
export const CARD = '4242 4242 4242 4242';

export const REFUNDABLE = { refundable: true, text: 'Your deposit is refundable until I start making your piece.' };

/**
 * 150.00 + 30.00 in Manitoba: GST 5% 9.00 + RST 7% 12.60 = 201.60; a 30% deposit is 60.48, the balance 141.12.
 * A deposit comes with refundable terms unless `extra` names its own (or removes the deposit).
 */
export const quoteBody = (extra: Record<string, unknown> = {}) => {
  const body = {
    customerName: 'Luna Moreau',
    customerEmail: 'luna@example.ca',
    province: 'MB',
    lines: [
      { description: 'Custom moonstone ring, size 7', price: '150.00' },
      { description: 'Engraving "L + M" inside the band', price: '30.00' },
    ],
    depositPercent: 30,
    expiresOn: inDays(14),
    ...extra,
  };
  return body.depositPercent === undefined || 'depositTerms' in extra ? body : { ...body, depositTerms: REFUNDABLE };
};

export async function sendQuote(extra: Record<string, unknown> = {}) {
  const res = await invoke('POST', '/api/admin/quotes', { claims: ADMIN_CLAIMS, body: quoteBody(extra) });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; total: string; deposit: string | null; balance: string | null };
}

/** The token of the link the quote's mail carries (`{base}quote/{token}`, or `{base}fr/quote/{token}`). */
export async function mailedToken(file: string, french = false): Promise<string> {
  const mail = await readMail(file);
  const m = new RegExp(`/shop/${french ? 'fr/' : ''}quote/([A-Za-z0-9_.-]+)`).exec(mail.text);
  expect(m, mail.text).toBeTruthy();
  return m![1]!;
}

export async function pay(token: string, card = CARD, body: Record<string, unknown> = payment) {
  const intent = await invoke('POST', `/api/quotes/${token}/payment-intent`, { body });
  expect(intent.status, intent.text).toBe(200);
  return invoke('POST', `/api/quotes/${token}/sandbox-confirm`, { body: { clientSecret: intent.body.clientSecret, cardNumber: card } });
}
