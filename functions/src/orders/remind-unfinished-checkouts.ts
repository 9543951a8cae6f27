import { checkoutResumeUrl, unsubscribeUrls } from '../lib/links/email-links';
import { sendOnce } from '../lib/mail/send-once';
import { isSuppressed } from '../newsletter';
import { getShopSettings } from '../settings';
import { checkoutReminderEmail } from './mail/checkout-reminder';
import type { OrderRecord } from './order-item';
import { ordersSince } from './order-list-repository';
import { getOrder } from './order-repository';

/** The reminder's send-once key: one reminder per order, ever (the overview counts them by it). */
export const reminderMailKey = (orderId: number) => `order-${orderId}-reminder`;

/** No reminder for an order placed longer ago than this. */
export const REMINDER_MAX_AGE_DAYS = 7;
const HOUR = 3_600_000;

/**
 * Still unpaid and not given up by the shopper: pending, or cancelled only because its reservation ran
 * out (its stock went back; the reminder still goes, and the resume link says what has sold since).
 */
const unpaid = (o: OrderRecord) =>
  !o.paidAt && (o.status === 'pending' || (o.status === 'cancelled' && o.cancelReason === 'reservation_expired'));

/**
 * The scheduled job's work (issue 47 build 3): when she has the reminder on, each order placed after she
 * turned it on, at least `delayHours` and at most REMINDER_MAX_AGE_DAYS ago, still unpaid, gets ONE
 * reminder (claimed by `order-<id>-reminder`, so a rerun or a concurrent run sends nothing more), unless
 * its address unsubscribed or is suppressed. Answers how many went out.
 */
export async function remindUnfinishedCheckouts(now = new Date()): Promise<number> {
  const settings = await getShopSettings();
  const reminder = settings.abandonedCheckout;
  if (!reminder.enabled || !reminder.enabledSince) return 0;
  const oldest = new Date(now.getTime() - REMINDER_MAX_AGE_DAYS * 24 * HOUR).toISOString();
  const from = reminder.enabledSince > oldest ? reminder.enabledSince : oldest;
  const to = new Date(now.getTime() - reminder.delayHours * HOUR).toISOString();
  if (from >= to) return 0;
  let sent = 0;
  for (const header of await ordersSince(from, `${to}#~`)) {
    if (!unpaid(header) || header.createdAt > to || header.createdAt < from) continue;
    if (await isSuppressed(header.customerEmail)) continue;
    const claimed = await sendOnce(reminderMailKey(header.id), async () => {
      // Read again as it is now: a payment landing meanwhile sends nothing.
      const order = await getOrder(header.id);
      if (!order || !unpaid(order)) throw new PaidMeanwhile();
      return checkoutReminderEmail(order, settings, {
        resume: await checkoutResumeUrl(order.id, order.language),
        unsubscribe: await unsubscribeUrls(order.customerEmail, order.language),
      });
    }).catch((error: unknown) => {
      if (error instanceof PaidMeanwhile) return false;
      throw error;
    });
    if (claimed) sent++;
  }
  return sent;
}

class PaidMeanwhile extends Error {}
