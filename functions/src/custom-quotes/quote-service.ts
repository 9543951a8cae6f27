import { customerFields } from '@crystal/shared/schemas/checkout';
import type { AdminQuote, AdminQuotePage, CreateQuote } from '@crystal/shared/schemas/quote';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { taxScopeOf } from '@crystal/shared/tax';
import { conflict, notFound } from '../lib/errors';
import { nextId } from '../lib/db/next-id';
import { sendOnce } from '../lib/mail/send-once';
import { quoteUrl } from '../lib/links/email-links';
import type { AdminIdentity } from '../lib/http/parse-request';
import { getShopSettings } from '../settings';
import { markContactHandled } from '../contact';
import { recordAudit } from '../audit-log';
import { nextDay, shopDayStart } from '../lib/shop-day-bounds';
import { quoteBalanceEmail, quoteEmail } from './mail/quote-emails';
import { linkVersionOf, quoteKey, quoteSortKey, type QuoteRecord, type QuoteTerms } from './quote-item';
import { cancelOpenQuote, getQuote, insertQuote, listQuotes, markBalanceLinkSent, replaceOpenQuote } from './quote-repository';
import { shippingSettingsOf } from './price-quote';
import { priceQuote } from '@crystal/shared/money/price-quote';
import { balanceLinkUntil, signQuoteToken } from './quote-link';
import { balanceCentsOf, toAdminQuote, toMailQuote } from './to-quote-dto';

/**
 * POST /api/admin/quotes: the quote is priced by the server (checkout's shipping and tax rules), stored,
 * and mailed to the shopper with its signed link, valid to the end of its last day in Winnipeg. From a
 * consultation, that request is marked handled (404 for an unknown one, before anything is written), and
 * the phone it gave is kept, so the payment page does not ask for it again.
 */
export async function createQuote(admin: AdminIdentity, input: CreateQuote): Promise<AdminQuote> {
  const consultation = input.consultationId === undefined ? undefined : await markContactHandled(input.consultationId, true);
  const customerPhone = phoneOf(consultation?.phone);
  const settings = await getShopSettings();
  const terms = quoteTerms(input, settings);
  const id = await nextId('quote');
  const now = new Date().toISOString();
  const quote: QuoteRecord = {
    ...quoteKey(id),
    type: 'quote',
    id,
    status: 'open',
    ...terms,
    consultationId: input.consultationId ?? null,
    createdAt: now,
    updatedAt: now,
    createdBy: admin.email ?? admin.sub,
    paidCents: 0,
    ...(customerPhone ? { customerPhone } : {}),
    gsi2pk: 'QUOTES',
    gsi2sk: quoteSortKey(now, id),
  };
  await insertQuote(quote);
  const url = quoteUrl(await signQuoteToken(id, 'pay', new Date(terms.expiresAt)), quote.language);
  await sendOnce(`quote-${id}-sent`, async () => quoteEmail(toMailQuote(quote), settings, url));
  await recordAudit(admin, { action: 'quote.sent', target: `quote ${id}`, detail: `${quote.customerEmail}, total ${toAdminQuote(quote).total}` });
  return toAdminQuote(quote);
}

/** A consultation's phone, when the checkout's phone rule takes it (else the payment page asks for one). */
function phoneOf(phone: string | null | undefined): string | undefined {
  const parsed = customerFields.phone.safeParse(phone ?? '');
  return parsed.success && parsed.data ? parsed.data : undefined;
}

/** A quote's terms as the server prices them (checkout's shipping and tax rules), to the end of its last day in Winnipeg. */
function quoteTerms(input: CreateQuote, settings: ShopSettings): QuoteTerms {
  const priced = priceQuote(input, taxScopeOf(settings), shippingSettingsOf(settings));
  return {
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
    expiresAt: shopDayStart(nextDay(input.expiresOn)).toISOString(),
    readyBy: input.readyBy ?? null,
    depositTerms: priced.depositCents === null ? null : (input.depositTerms ?? null),
  };
}

/** Why an open quote cannot be changed any more, in her words (409), or 404 for no quote. */
function refuseChange(quote: QuoteRecord | undefined, id: number, verb: string): never {
  if (!quote) throw notFound('Quote');
  if (quote.status === 'cancelled') throw conflict(`Quote #${id} is cancelled: it cannot be ${verb}.`);
  if (quote.status !== 'open') throw conflict(`Quote #${id} has a payment: it cannot be ${verb}. Refund the order instead.`);
  throw conflict(`Quote #${id} changed while you were working on it: open it again.`);
}

/**
 * PUT /api/admin/quotes/{id} (issue 44 build 9): she corrects a quote nothing has been paid on. It is priced
 * again, its links move to the next version (the link already sent answers 410), and the shopper is mailed
 * the updated quote with its new link. Conditional on the quote being open at the version read: a payment
 * or another tab's edit in between makes this a 409, with nothing written.
 */
export async function editQuote(admin: AdminIdentity, id: number, input: CreateQuote): Promise<AdminQuote> {
  const before = await getQuote(id);
  if (!before || before.status !== 'open') refuseChange(before, id, 'edited');
  const settings = await getShopSettings();
  const terms = quoteTerms(input, settings);
  const version = linkVersionOf(before);
  if (!(await replaceOpenQuote(id, version, terms, new Date().toISOString()))) refuseChange(await getQuote(id), id, 'edited');
  const quote = { ...before, ...terms, linkVersion: version + 1 };
  const url = quoteUrl(await signQuoteToken(id, 'pay', new Date(terms.expiresAt), version + 1), quote.language);
  await sendOnce(`quote-${id}-sent-v${version + 1}`, async () => quoteEmail(toMailQuote(quote), settings, url, { updated: true }));
  const was = toAdminQuote(before).total;
  const now = toAdminQuote(quote).total;
  await recordAudit(admin, { action: 'quote.edited', target: `quote ${id}`, detail: `${quote.customerEmail}, total ${was} -> ${now}`, summary: `Edited quote #${id} and sent the new link (total $${was} to $${now})` });
  return toAdminQuote(quote);
}

/** POST /api/admin/quotes/{id}/cancel: she withdraws a quote nothing has been paid on; its links answer 410. */
export async function cancelQuote(admin: AdminIdentity, id: number): Promise<AdminQuote> {
  const before = await getQuote(id);
  if (!before || before.status !== 'open') refuseChange(before, id, 'cancelled');
  const version = linkVersionOf(before);
  if (!(await cancelOpenQuote(id, version, new Date().toISOString()))) refuseChange(await getQuote(id), id, 'cancelled');
  await recordAudit(admin, { action: 'quote.cancelled', target: `quote ${id}`, detail: before.customerEmail, summary: `Cancelled quote #${id}; its link no longer works` });
  return toAdminQuote({ ...before, status: 'cancelled', linkVersion: version + 1 });
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
  // Signed for the quote's current version: an edited quote's balance link is as valid as its pay link was.
  const url = quoteUrl(await signQuoteToken(id, 'balance', balanceLinkUntil(), linkVersionOf(quote)), quote.language);
  await sendOnce(`quote-${id}-balance`, async () => quoteBalanceEmail(toMailQuote(quote), balanceCentsOf(quote), settings, url));
  if (!quote.balanceLinkSentAt) await markBalanceLinkSent(id, now);
  await recordAudit(admin, { action: 'quote.balance-link', target: `quote ${id}`, detail: `balance ${toAdminQuote(quote).balance}` });
  return toAdminQuote((await getQuote(id)) ?? quote);
}
