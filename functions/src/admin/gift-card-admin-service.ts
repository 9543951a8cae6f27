import { centsToDecimalString, decimalStringToCents } from '@crystal/shared/money';
import { shopToday } from '@crystal/shared/shop-date';
import type { AdminGiftCard, AdminGiftCardList, CorrectGiftCardRecipient, IssueStoreCredit } from '@crystal/shared/schemas/gift-card';
import {
  correctGiftCardRecipient,
  deliverGiftCard,
  disableGiftCard,
  getGiftCard,
  issueGiftCard,
  listGiftCards,
  resendGiftCard,
  type GiftCardRecord,
} from '../gift-cards';
import { recordAudit } from '../audit-log';
import { getShopSettings } from '../settings';
import { conflict, invalid, notFound } from '../lib/errors';
import type { AdminIdentity } from '../lib/http/parse-request';

/** A card as /admin shows it: its code only as its last four characters. */
export function toAdminGiftCard(c: GiftCardRecord): AdminGiftCard {
  return {
    id: c.id,
    last4: c.last4,
    status: c.status,
    initialAmount: centsToDecimalString(c.initialCents),
    balance: centsToDecimalString(c.balanceCents),
    currency: 'CAD',
    recipientName: c.recipientName,
    recipientEmail: c.recipientEmail,
    ...(c.giverName ? { giverName: c.giverName } : {}),
    deliverOn: c.deliverOn,
    ...(c.deliveredAt ? { deliveredAt: c.deliveredAt } : {}),
    issuedAt: c.issuedAt,
    ...(c.lastUsedAt ? { lastUsedAt: c.lastUsedAt } : {}),
    ...(c.orderId ? { orderId: c.orderId } : {}),
    ...(c.reason ? { reason: c.reason } : {}),
    ...(c.disabledAt ? { disabledAt: c.disabledAt } : {}),
    ...(c.disabledReason ? { disabledReason: c.disabledReason } : {}),
  };
}

/** What the shop still owes: the balances of the enabled cards, in cents. */
export const liabilityCents = (cards: readonly GiftCardRecord[]): number => cards.reduce((sum, c) => sum + (c.status === 'active' ? c.balanceCents : 0), 0);

/** GET /api/admin/gift-cards: every card, newest first (one Query), and the liability. */
export async function adminGiftCards(): Promise<AdminGiftCardList> {
  const cards = await listGiftCards();
  return { items: cards.map(toAdminGiftCard), liability: centsToDecimalString(liabilityCents(cards)) };
}

/** The overview's figure: what is still owed on gift cards. */
export async function giftCardLiability(): Promise<string> {
  return centsToDecimalString(liabilityCents(await listGiftCards()));
}

/** A store credit by hand: issued now and mailed to its recipient at once (the job finds nothing left to send). */
export async function issueStoreCredit(admin: AdminIdentity, input: IssueStoreCredit, now = new Date()): Promise<AdminGiftCard> {
  const at = now.toISOString();
  const issued = await issueGiftCard(
    {
      amountCents: decimalStringToCents(input.amount),
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      ...(input.message ? { message: input.message } : {}),
      deliverOn: shopToday(now),
      language: input.language ?? 'en',
      reason: input.reason,
    },
    at,
  );
  const card = issued!.card;
  await recordAudit(admin, {
    action: 'giftCard.issue',
    target: `gift card …${card.last4}`,
    detail: `${input.amount} to ${input.recipientEmail}: ${input.reason}`,
    summary: `Issued a store credit of $${input.amount} to ${input.recipientName} (${input.reason})`,
  });
  await deliverGiftCard(card, await getShopSettings(), at);
  return toAdminGiftCard((await getGiftCard(card.id)) ?? card);
}

async function existing(id: number): Promise<GiftCardRecord> {
  const card = await getGiftCard(id);
  if (!card) throw notFound('Gift card');
  return card;
}

/** Disables an enabled card (a disputed payment, say) with her reason, kept on the card and logged. 409 when it is disabled already. */
export async function disableCard(admin: AdminIdentity, id: number, reason = 'Disabled in /admin', now = new Date()): Promise<AdminGiftCard> {
  const card = await existing(id);
  if (!(await disableGiftCard(id, reason, now.toISOString()))) throw conflict('This gift card is disabled already.');
  const balance = centsToDecimalString(card.balanceCents);
  await recordAudit(admin, {
    action: 'giftCard.disable',
    target: `gift card …${card.last4}`,
    detail: `balance ${balance}: ${reason}`,
    summary: `Disabled the gift card ending in ${card.last4} ($${balance} left on it): ${reason}`,
  });
  return toAdminGiftCard((await getGiftCard(id))!);
}

/** Mails the card to its recipient again (or now, when it is not delivered yet); logged. 409 for a disabled card. */
export async function resendCard(admin: AdminIdentity, id: number, now = new Date()): Promise<AdminGiftCard> {
  const card = await existing(id);
  if (!(await resendGiftCard(id, await getShopSettings(), now.toISOString()))) throw conflict('A disabled gift card is not sent.');
  await recordAudit(admin, { action: 'giftCard.resend', target: `gift card …${card.last4}`, detail: `to ${card.recipientEmail}`, summary: `Mailed the gift card ending in ${card.last4} to ${card.recipientEmail}` });
  return toAdminGiftCard((await getGiftCard(id))!);
}

/** A corrected recipient, before delivery only (409 once it is mailed or disabled); logged. */
export async function correctRecipient(admin: AdminIdentity, id: number, fields: CorrectGiftCardRecipient, now = new Date()): Promise<AdminGiftCard> {
  if (!fields.recipientName && !fields.recipientEmail) throw invalid('Give the corrected name or email.');
  const card = await existing(id);
  if (!(await correctGiftCardRecipient(id, fields, now.toISOString()))) throw conflict('This gift card was mailed already (or is disabled): its recipient can no longer change.');
  const to = fields.recipientEmail ?? card.recipientEmail;
  await recordAudit(admin, {
    action: 'giftCard.recipient',
    target: `gift card …${card.last4}`,
    detail: `${card.recipientEmail} -> ${to}`,
    summary: `Changed the recipient of the gift card ending in ${card.last4} to ${fields.recipientName ?? card.recipientName} (${to})`,
  });
  return toAdminGiftCard((await getGiftCard(id))!);
}
