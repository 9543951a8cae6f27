import { centsToDecimalString } from '@crystal/shared/money';
import type { AdminQuote, QuoteStatus } from '@crystal/shared/schemas/quote';
import type { QuoteForMail } from './mail/quote-emails';
import type { QuoteRecord } from './quote-item';

const money = centsToDecimalString;

/** An open quote past the end of its last day reads as expired. */
export const quoteStatusOf = (q: QuoteRecord, now = new Date()): QuoteStatus =>
  q.status === 'open' && q.expiresAt < now.toISOString() ? 'expired' : q.status;

/** What the balance is after a deposit: the total less the deposit. */
export const balanceCentsOf = (q: QuoteRecord) => q.totalCents - (q.depositCents ?? q.totalCents);

/** The quote's lines and amounts as decimal strings (the page and the admin share them). */
export function quoteAmounts(q: QuoteRecord) {
  return {
    lines: q.lines.map((l) => ({ description: l.description, price: money(l.priceCents) })),
    subtotal: money(q.subtotalCents),
    shipping: money(q.shippingCents),
    taxLines: q.taxLines.map((t) => ({ name: t.name, label: t.label, amount: money(t.amountCents) })),
    tax: money(q.taxCents),
    total: money(q.totalCents),
    depositPercent: q.depositPercent,
    deposit: q.depositCents === null ? null : money(q.depositCents),
    balance: q.depositCents === null ? null : money(balanceCentsOf(q)),
    readyBy: q.readyBy ?? null,
    depositTerms: q.depositTerms ?? null,
  };
}

export function toAdminQuote(q: QuoteRecord): AdminQuote {
  return {
    id: q.id,
    status: quoteStatusOf(q),
    customerName: q.customerName,
    customerEmail: q.customerEmail,
    province: q.province,
    language: q.language,
    expiresOn: q.expiresOn,
    createdAt: q.createdAt,
    consultationId: q.consultationId,
    orderId: q.orderId ?? null,
    paid: money(q.paidCents),
    balanceLinkSentAt: q.balanceLinkSentAt ?? null,
    ...quoteAmounts(q),
  };
}

export const toMailQuote = (q: QuoteRecord): QuoteForMail => ({
  id: q.id,
  customerName: q.customerName,
  customerEmail: q.customerEmail,
  language: q.language,
  lines: q.lines,
  subtotalCents: q.subtotalCents,
  shippingCents: q.shippingCents,
  taxLines: q.taxLines,
  totalCents: q.totalCents,
  depositPercent: q.depositPercent,
  depositCents: q.depositCents,
  expiresOn: q.expiresOn,
  readyBy: q.readyBy ?? null,
  depositTerms: q.depositTerms ?? null,
});
