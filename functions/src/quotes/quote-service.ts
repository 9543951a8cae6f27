import type { AdminQuote, AdminQuotePage, CreateQuote } from '@crystal/shared/schemas/quote';
import { taxScopeOf } from '@crystal/shared/tax';
import { conflict, notFound } from '../lib/errors';
import { nextId } from '../lib/db/next-id';
import { sendOnce } from '../lib/mail/send-once';
import { quoteUrl } from '../lib/links/email-links';
import type { AdminIdentity } from '../lib/http/parse-request';
import { getShopSettings } from '../settings';
import { markContactHandled } from '../contact';
import { recordAudit } from '../admin';
import { nextDay, shopDayStart } from '../admin';
import { quoteBalanceEmail, quoteEmail } from './mail/quote-emails';
import { quoteKey, quoteSortKey, type QuoteRecord } from './quote-item';
import { getQuote, insertQuote, listQuotes, markBalanceLinkSent } from './quote-repository';
import { shippingSettingsOf } from './price-quote';
import { priceQuote } from '@crystal/shared/money/price-quote';
import { balanceLinkUntil, signQuoteToken } from './quote-link';
import { balanceCentsOf, toAdminQuote, toMailQuote } from './to-quote-dto';

/**
 * POST /api/admin/quotes: the quote is priced by the server (checkout's shipping and tax rules), stored,
 * and mailed to the shopper with its signed link, valid to the end of its last day in Winnipeg. From a
 * consultation, that request is marked handled (404 for an unknown one, before anything is written).
 */
export async function createQuote(admin: AdminIdentity, input: CreateQuote): Promise<AdminQuote> {
  if (input.consultationId !== undefined) await markContactHandled(input.consultationId, true);
  const settings = await getShopSettings();
  const priced = priceQuote(input, taxScopeOf(settings), shippingSettingsOf(settings));
  const id = await nextId('quote');
  const now = new Date().toISOString();
  const expiresAt = shopDayStart(nextDay(input.expiresOn));
  const quote: QuoteRecord = {
    ...quoteKey(id),
    type: 'quote',
    id,
    status: 'open',
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    province: input.province,
    language: input.language,
    lines: priced.lines,
    subtotalCents: priced.subtotalCents,
    shippingCents: priced.shippingCents,
    taxLines: priced.taxLines,
    taxCents: priced.taxCents,
    totalCents: priced.totalCents,
    depositPercent: priced.depositPercent,
    depositCents: priced.depositCents,
    expiresOn: input.expiresOn,
    expiresAt: expiresAt.toISOString(),
    consultationId: input.consultationId ?? null,
    createdAt: now,
    updatedAt: now,
    createdBy: admin.email ?? admin.sub,
    paidCents: 0,
    gsi2pk: 'QUOTES',
    gsi2sk: quoteSortKey(now, id),
  };
  await insertQuote(quote);
  const url = quoteUrl(await signQuoteToken(id, 'pay', expiresAt), quote.language);
  await sendOnce(`quote-${id}-sent`, async () => quoteEmail(toMailQuote(quote), settings, url));
  await recordAudit(admin, { action: 'quote.sent', target: `quote ${id}`, detail: `${quote.customerEmail}, total ${toAdminQuote(quote).total}` });
  return toAdminQuote(quote);
}

export async function listQuotesForAdmin(): Promise<AdminQuotePage> {
  return { quotes: (await listQuotes()).map((q) => toAdminQuote(q)) };
}

/**
 * POST /api/admin/quotes/{id}/balance-link: once the piece is made, the shopper gets the balance's link
 * (valid 60 days). Only a quote whose deposit is paid has a balance (else 409); sent once.
 */
export async function sendBalanceLink(admin: AdminIdentity, id: number): Promise<AdminQuote> {
  const quote = await getQuote(id);
  if (!quote) throw notFound('Quote');
  if (quote.status !== 'deposit_paid') {
    throw conflict(quote.status === 'paid' ? `Quote #${id} is paid in full.` : `Quote #${id} has no deposit paid yet, so it has no balance.`);
  }
  const now = new Date().toISOString();
  const settings = await getShopSettings();
  const url = quoteUrl(await signQuoteToken(id, 'balance', balanceLinkUntil()), quote.language);
  await sendOnce(`quote-${id}-balance`, async () => quoteBalanceEmail(toMailQuote(quote), balanceCentsOf(quote), settings, url));
  if (!quote.balanceLinkSentAt) await markBalanceLinkSent(id, now);
  await recordAudit(admin, { action: 'quote.balance-link', target: `quote ${id}`, detail: `balance ${toAdminQuote(quote).balance}` });
  return toAdminQuote((await getQuote(id)) ?? quote);
}
