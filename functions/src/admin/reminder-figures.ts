import { mailsSentAt } from '../lib/mail/mails-sent';
import { reminderMailKey, type OrderRecord } from '../orders';

export type ReminderFigures = { sent: number; recovered: number };

/**
 * The checkout reminders (decision 0107) sent since `fromIso` (the month's start), and how many of those
 * orders were paid after their reminder (later refunds aside: the sale came back). A reminder is recorded by its send-once marker
 * (`MAILSENT#order-<id>-reminder`, with the time it was claimed), so the orders to look at are the ones
 * placed up to REMINDER_MAX_AGE_DAYS before the month began: `orders` must reach back that far.
 */
export async function reminderFigures(orders: readonly OrderRecord[], fromIso: string): Promise<ReminderFigures> {
  const sentAt = await mailsSentAt(orders.map((o) => reminderMailKey(o.id)));
  let sent = 0;
  let recovered = 0;
  for (const order of orders) {
    const at = sentAt.get(reminderMailKey(order.id));
    if (!at || at < fromIso) continue;
    sent++;
    if (order.paidAt && order.paidAt > at) recovered++;
  }
  return { sent, recovered };
}
