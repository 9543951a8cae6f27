import type { AbandonedCheckoutSettings, ShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { ShopSettingsInput } from '@crystal/shared/schemas/shop-settings-input';
import { recordAudit } from '../audit-log';
import type { AdminIdentity } from '../lib/http/parse-request';
import { getShopSettings, putShopSettings } from './settings-repository';
import { isDemoShop } from './settings-env';
import { isDemoTaxNumber } from '@crystal/shared/tax-numbers';
import { isDemoPhone } from '@crystal/shared/shop-facts/demo-facts';
import { invalid } from '../lib/errors';
import { APPOINTMENT_DAYS_APART, appointmentDaysApart } from '@crystal/shared/schemas/opening-hours';

export { getShopSettings };

/** The reminder as sent, with when it was turned on: kept while it stays on, now when it comes on, null when off. */
function nextReminder(before: AbandonedCheckoutSettings, sent: ShopSettingsInput['abandonedCheckout'], now: Date): AbandonedCheckoutSettings {
  if (!sent) return before;
  if (!sent.enabled) return { enabled: false, delayHours: sent.delayHours, enabledSince: null };
  return { enabled: true, delayHours: sent.delayHours, enabledSince: (before.enabled && before.enabledSince) || now.toISOString() };
}

/** Saves the whole settings object (validated at the edge; a field it leaves out keeps its saved value) and records who changed what. */
export async function updateShopSettings(admin: AdminIdentity, input: ShopSettingsInput, now = new Date()): Promise<ShopSettings> {
  // The demo number never goes live: a production shop enters its own or none (decision 0090).
  if (!isDemoShop() && isDemoTaxNumber(input.gstHstNumber)) {
    throw invalid('That is the demo shop’s GST/HST number: enter your own, or leave it empty to charge no GST/HST', [
      { path: 'gstHstNumber', message: 'Enter your own GST/HST number, or leave it empty' },
    ]);
  }
  // Nor does the demo shop's fictional phone (shop-facts/demo-facts.ts).
  if (!isDemoShop() && isDemoPhone(input.phone)) {
    throw invalid('That is the demo shop’s phone number: enter your own', [{ path: 'phone', message: 'Enter your own phone number' }]);
  }
  const before = await getShopSettings();
  const next: ShopSettings = {
    ...input,
    shipping: input.shipping ?? before.shipping,
    paymentMethods: input.paymentMethods ?? before.paymentMethods,
    customWorkDays: input.customWorkDays === undefined ? before.customWorkDays : input.customWorkDays,
    reviewRequestDays: input.reviewRequestDays ?? before.reviewRequestDays,
    openingHours: input.openingHours ?? before.openingHours,
    appointmentDays: input.appointmentDays ?? before.appointmentDays,
    abandonedCheckout: nextReminder(before.abandonedCheckout, input.abandonedCheckout, now),
  };
  // One of the two sent: the day it names may now clash with the saved other.
  if (!appointmentDaysApart(next)) throw invalid(APPOINTMENT_DAYS_APART, [{ path: 'appointmentDays', message: APPOINTMENT_DAYS_APART }]);
  await putShopSettings(next, admin.sub);
  const changed = (Object.keys(next) as (keyof ShopSettings)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]),
  );
  await recordAudit(admin, { action: 'settings.update', target: 'shop settings', detail: changed.join(', ') || 'no change' });
  return next;
}
