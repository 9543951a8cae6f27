import { centsToDecimalString } from '@crystal/shared/money';
import { listGiftCards } from '../gift-cards';
import { recordAudit } from '../audit-log';
import { toCsv } from '../lib/csv/to-csv';
import type { AdminIdentity } from '../lib/http/parse-request';
import { liabilityCents } from './gift-card-admin-service';

export const GIFT_CARD_CSV_HEADER = ['code_last4', 'recipient_name', 'recipient_email', 'issued_at', 'amount', 'balance', 'deliver_on', 'delivered_at', 'last_used_at', 'status'];

/**
 * The gift cards as a CSV for her accountant (issue 49): one row per card, newest first, naming each by
 * its code's last four only (the whole code is never in a file), then a last row with the total still owed
 * (the enabled cards' balances: the shop's liability) in the balance column. One Query, as the list.
 */
export async function exportGiftCardsCsv(admin: AdminIdentity, now = new Date()) {
  const cards = await listGiftCards();
  const owed = centsToDecimalString(liabilityCents(cards));
  const rows = cards.map((c) => [
    c.last4,
    c.recipientName,
    c.recipientEmail,
    c.issuedAt,
    centsToDecimalString(c.initialCents),
    centsToDecimalString(c.balanceCents),
    c.deliverOn,
    c.deliveredAt ?? '',
    c.lastUsedAt ?? '',
    c.status,
  ]);
  const csv = toCsv(GIFT_CARD_CSV_HEADER, [...rows, ['Total still owed', '', '', '', '', owed, '', '', '', '']]);
  await recordAudit(admin, { action: 'giftCard.export', target: 'gift cards', detail: `${cards.length} rows, ${owed} owed`, summary: `Downloaded the gift cards (${cards.length}, $${owed} still owed)` });
  return { csv, fileName: `gift-cards-${now.toISOString().slice(0, 10)}.csv` };
}
