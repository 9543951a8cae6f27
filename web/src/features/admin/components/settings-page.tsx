import { useEffect, useState, type FormEvent } from 'react';
import { PROVINCES, type ProvinceCode } from '@crystal/shared/provinces';
import { PROVINCIAL_TAX_PROVINCES } from '@crystal/shared/tax';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { toast } from '@/components/ui/use-toast';
import { issuePaths, saveError } from './api-issues';
import { useSaveShopSettings, useShopSettings } from '../api/shop-settings';
import { LoadState, PageHeading } from './admin-shell';
import { PaymentMethodsFields, ShippingFields, normaliseShipping } from './money-settings-fields';
import { StudioHoursFields } from './studio-hours-fields';
import { ProductFeeds } from './product-feeds';
import { CheckoutReminderFields } from './checkout-reminder-fields';
import { FoldSection } from './fold-section';
import { Field } from './form-field';
import { useWide } from '../hooks/use-media-query';
import { SETTINGS_SECTIONS, changedSections, sectionsAt, settingsOpenAtStart, type SettingsSection } from './settings-sections';


/**
 * The shop's settings: legal details for the emails, tax registrations, alerts, the return window and the
 * studio's hours. Each section folds (a phone shows their titles, the seller details open); a section with
 * unsaved changes says so, and one the server found wrong opens with "needs a look".
 */
function SettingsForm({ initial }: { initial: ShopSettings }) {
  const [s, setS] = useState(initial);
  useEffect(() => setS(initial), [initial]);
  const save = useSaveShopSettings();
  const wide = useWide();
  const [open, setOpen] = useState(() => settingsOpenAtStart(wide));
  const [problems, setProblems] = useState<SettingsSection[]>([]);
  const changed = changedSections(initial, s);
  const fold = (id: SettingsSection) => ({
    id,
    title: SETTINGS_SECTIONS[id].title,
    open: open[id],
    onToggle: (next: boolean) => setOpen((prev) => ({ ...prev, [id]: next })),
    changed: changed.includes(id),
    problem: problems.includes(id),
  });
  const set = <K extends keyof ShopSettings>(key: K, value: ShopSettings[K]) => setS((prev) => ({ ...prev, [key]: value }));
  // Provincial registrations are ticked one by one ('all', the demo shop's, shows as every one ticked).
  const ticked: readonly ProvinceCode[] = s.taxRegistrations === 'all' ? PROVINCIAL_TAX_PROVINCES : s.taxRegistrations;
  const toggle = (code: ProvinceCode) => set('taxRegistrations', ticked.includes(code) ? ticked.filter((c) => c !== code) : [...ticked, code]);
  const provincialNumber = (code: ProvinceCode, value: string) => set('provincialTaxNumbers', { ...s.provincialTaxNumbers, [code]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ ...s, shipping: normaliseShipping(s.shipping) }, {
      onSuccess: () => {
        setProblems([]);
        toast({ title: 'Settings saved' });
      },
      onError: (err) => {
        const wrong = sectionsAt(issuePaths(err));
        setProblems(wrong);
        setOpen((prev) => ({ ...prev, ...Object.fromEntries(wrong.map((id) => [id, true])) }));
        toast({ title: 'Settings not saved', description: saveError(err), variant: 'destructive' });
      },
    });
  };
  const text = (key: 'legalName' | 'address' | 'phone' | 'replyToEmail' | 'gstHstNumber' | 'notificationEmail' | 'deliveryEstimate' | 'deliveryEstimateFr') => ({
    className: 'input mt-1',
    id: `settings-${key}`,
    name: key,
    value: s[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  return (
    <form onSubmit={submit} className="grid items-start gap-4 lg:grid-cols-2" aria-label="Shop settings">
      <FoldSection {...fold('seller')}>
        <Field id="settings-legalName" label="Legal name"><input {...text('legalName')} /></Field>
        <Field id="settings-address" label="Address"><input {...text('address')} /></Field>
        <Field id="settings-phone" label="Phone" hint="A Canadian number, e.g. (204) 555-0123. Canadian internet-sales rules ask for a phone number on the confirmation."><input {...text('phone')} type="tel" autoComplete="tel" /></Field>
        <Field id="settings-replyToEmail" label="Reply-to email"><input {...text('replyToEmail')} type="email" /></Field>
        <Field id="settings-deliveryEstimate" label="Delivery estimate"><input {...text('deliveryEstimate')} /></Field>
        <Field id="settings-deliveryEstimateFr" label="Delivery estimate in French" hint="For orders placed on the French site."><input {...text('deliveryEstimateFr')} lang="fr" /></Field>
        <Field id="settings-returnWindowDays" label="Return window (days)">
          <input className="input mt-1 w-28" id="settings-returnWindowDays" name="returnWindowDays" type="number" min={0} max={365} value={s.returnWindowDays} onChange={(e) => set('returnWindowDays', Number(e.target.value))} />
        </Field>
        <Field id="settings-customWorkDays" label="Custom work takes (business days)" hint="For a quote or a piece made to measure. Leave empty and the shop asks rather than promises a time. A made-to-order piece states its own time.">
          <input
            className="input mt-1 w-28"
            id="settings-customWorkDays" name="customWorkDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            value={s.customWorkDays ?? ''}
            onChange={(e) => set('customWorkDays', e.target.value === '' ? null : Number(e.target.value))}
          />
        </Field>
        <Field id="settings-reviewRequestDays" label="Ask for a review (days after delivery)" hint="The buyer is mailed once, this many days after the order is marked delivered, a link to review each piece. 1 to 60.">
          <input className="input mt-1 w-28" id="settings-reviewRequestDays" name="reviewRequestDays" type="number" inputMode="numeric" min={1} max={60} value={s.reviewRequestDays} onChange={(e) => set('reviewRequestDays', Number(e.target.value))} />
        </Field>
      </FoldSection>
      <FoldSection {...fold('tax')}>
        <p className="text-xs text-muted" data-testid="tax-settings-rule">
          GST/HST is charged only when your GST/HST number is entered, and a provincial tax only in the provinces ticked below.
          Each number you enter is printed on receipts. A change applies to orders placed after you save.
        </p>
        <Field id="settings-gstHstNumber" label="GST/HST number" hint="Leave empty until you are registered (a small supplier does not charge GST/HST), e.g. 123456789RT0001.">
          <input {...text('gstHstNumber')} />
        </Field>
        <fieldset>
          <legend className="text-sm font-medium">Registered for the provincial sales tax (PST, QST or RST) in</legend>
          {PROVINCIAL_TAX_PROVINCES.map((code) => (
            <div key={code} className="mt-2 grid gap-1 sm:grid-cols-2 sm:items-center">
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" checked={ticked.includes(code)} onChange={() => toggle(code)} name={`province-${code}`} />
                {PROVINCES.find((p) => p.code === code)?.name}
              </label>
              {ticked.includes(code) && (
                <input
                  className="input"
                  name={`provincial-number-${code}`}
                  aria-label={`${code === 'QC' ? 'QST' : code === 'MB' ? 'RST' : 'PST'} number (${code})`}
                  placeholder="Number (printed on receipts)"
                  value={s.provincialTaxNumbers?.[code as 'BC'] ?? ''}
                  onChange={(e) => provincialNumber(code, e.target.value)}
                />
              )}
            </div>
          ))}
        </fieldset>
      </FoldSection>
      <FoldSection {...fold('alerts')}>
        <Field id="settings-notificationEmail" label="Notification email" hint="New orders, shortfalls, low stock, consultations and disputes go here."><input {...text('notificationEmail')} type="email" /></Field>
        <Field id="settings-lowStockThreshold" label="Low-stock threshold">
          <input className="input mt-1 w-28" id="settings-lowStockThreshold" name="lowStockThreshold" type="number" min={0} max={1000} value={s.lowStockThreshold} onChange={(e) => set('lowStockThreshold', Number(e.target.value))} />
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={s.restockOnRefund} onChange={(e) => set('restockOnRefund', e.target.checked)} name="restockOnRefund" />
          A full refund (here or in Stripe) puts the pieces back in stock
        </label>
      </FoldSection>
      <FoldSection {...fold('reminder')}>
        <CheckoutReminderFields value={s.abandonedCheckout} onChange={(v) => set('abandonedCheckout', v)} />
      </FoldSection>
      <FoldSection {...fold('hours')}>
        <StudioHoursFields
          week={{ openingHours: s.openingHours, appointmentDays: s.appointmentDays }}
          onChange={(week) => setS((prev) => ({ ...prev, ...week }))}
        />
      </FoldSection>
      <FoldSection {...fold('shipping')}>
        <ShippingFields shipping={s.shipping} onShipping={(v) => set('shipping', v)} />
      </FoldSection>
      <FoldSection {...fold('payments')}>
        <PaymentMethodsFields paymentMethods={s.paymentMethods} onPaymentMethods={(v) => set('paymentMethods', v)} />
      </FoldSection>
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-line bg-white/95 px-1 py-3 lg:col-span-2" data-testid="settings-save-bar">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Save settings
        </button>
        {changed.length > 0 && (
          <span className="text-sm text-muted" data-testid="unsaved-settings">
            Unsaved: {changed.map((id) => SETTINGS_SECTIONS[id].title.replace(/ \(.*\)$/, '').toLowerCase()).join(', ')}
          </span>
        )}
      </div>
    </form>
  );
}

export function SettingsPage() {
  const { data, isLoading, error } = useShopSettings();
  const [feedsOpen, setFeedsOpen] = useState(useWide());
  return (
    <>
      <PageHeading title="Settings" />
      <LoadState isLoading={isLoading} error={error}>
        {data && <SettingsForm initial={data} />}
      </LoadState>
      <div className="mt-6">
        <FoldSection id="feeds" title="Product feeds" open={feedsOpen} onToggle={setFeedsOpen}>
          <ProductFeeds />
        </FoldSection>
      </div>
    </>
  );
}
