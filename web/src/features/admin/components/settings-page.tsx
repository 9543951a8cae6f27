import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { PROVINCES, type ProvinceCode } from '@crystal/shared/provinces';
import type { ShopSettings } from '@crystal/shared/schemas/shop-settings';
import { toast } from '@/components/ui/use-toast';
import { saveError } from './api-issues';
import { useSaveShopSettings, useShopSettings } from '../api/shop-settings';
import { LoadState, PageHeading } from './admin-shell';
import { MoneySettingsFields, normaliseShipping } from './money-settings-fields';

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="flex flex-col text-sm font-medium">
      {label}
      {children}
      {hint && <span className="mt-1 text-xs font-normal text-muted">{hint}</span>}
    </label>
  );
}

/** The shop's settings: legal details for the emails, tax registrations, alerts and the return window. */
function SettingsForm({ initial }: { initial: ShopSettings }) {
  const [s, setS] = useState(initial);
  useEffect(() => setS(initial), [initial]);
  const save = useSaveShopSettings();
  const set = <K extends keyof ShopSettings>(key: K, value: ShopSettings[K]) => setS((prev) => ({ ...prev, [key]: value }));
  const everywhere = s.taxRegistrations === 'all';
  const registered = (code: ProvinceCode) => everywhere || (s.taxRegistrations as ProvinceCode[]).includes(code);
  const toggle = (code: ProvinceCode) => {
    const current = everywhere ? PROVINCES.map((p) => p.code) : (s.taxRegistrations as ProvinceCode[]);
    set('taxRegistrations', current.includes(code) ? current.filter((c) => c !== code) : [...current, code]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ ...s, shipping: normaliseShipping(s.shipping) }, {
      onSuccess: () => toast({ title: 'Settings saved' }),
      onError: (err) => toast({ title: 'Settings not saved', description: saveError(err), variant: 'destructive' }),
    });
  };
  const text = (key: 'legalName' | 'address' | 'phone' | 'replyToEmail' | 'gstHstNumber' | 'notificationEmail' | 'deliveryEstimate' | 'deliveryEstimateFr') => ({
    className: 'input mt-1',
    name: key,
    value: s[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  return (
    <form onSubmit={submit} className="grid gap-4 lg:grid-cols-2" aria-label="Shop settings">
      <section className="card space-y-3 p-4">
        <h2 className="text-lg font-semibold">Seller details (shown in every order email)</h2>
        <Field label="Legal name"><input {...text('legalName')} /></Field>
        <Field label="Address"><input {...text('address')} /></Field>
        <Field label="Phone" hint="A Canadian number, e.g. (204) 555-0123. Canadian internet-sales rules ask for a phone number on the confirmation."><input {...text('phone')} type="tel" autoComplete="tel" /></Field>
        <Field label="Reply-to email"><input {...text('replyToEmail')} type="email" /></Field>
        <Field label="Delivery estimate"><input {...text('deliveryEstimate')} /></Field>
        <Field label="Delivery estimate in French" hint="For orders placed on the French site."><input {...text('deliveryEstimateFr')} lang="fr" /></Field>
        <Field label="Return window (days)">
          <input className="input mt-1 w-28" name="returnWindowDays" type="number" min={0} max={365} value={s.returnWindowDays} onChange={(e) => set('returnWindowDays', Number(e.target.value))} />
        </Field>
      </section>
      <section className="card space-y-3 p-4">
        <h2 className="text-lg font-semibold">Tax</h2>
        <Field label="GST/HST number" hint="Printed on the confirmation when set, e.g. 123456789RT0001."><input {...text('gstHstNumber')} /></Field>
        <fieldset>
          <legend className="text-sm font-medium">Registered for the provincial sales tax (PST, QST or RST) in</legend>
          <p className="text-xs text-muted">GST/HST is always charged. A provincial tax is charged only where you are registered.</p>
          <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={everywhere} onChange={(e) => set('taxRegistrations', e.target.checked ? 'all' : [])} name="everywhere" />
            Every province (charge each province's tax)
          </label>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {PROVINCES.map((p) => (
              <label key={p.code} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" checked={registered(p.code)} disabled={everywhere} onChange={() => toggle(p.code)} name={`province-${p.code}`} />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
      </section>
      <section className="card space-y-3 p-4">
        <h2 className="text-lg font-semibold">Alerts</h2>
        <Field label="Notification email" hint="New orders, shortfalls, low stock, consultations and disputes go here."><input {...text('notificationEmail')} type="email" /></Field>
        <Field label="Low-stock threshold">
          <input className="input mt-1 w-28" name="lowStockThreshold" type="number" min={0} max={1000} value={s.lowStockThreshold} onChange={(e) => set('lowStockThreshold', Number(e.target.value))} />
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={s.restockOnRefund} onChange={(e) => set('restockOnRefund', e.target.checked)} name="restockOnRefund" />
          A full refund (here or in Stripe) puts the pieces back in stock
        </label>
      </section>
      <MoneySettingsFields
        shipping={s.shipping}
        paymentMethods={s.paymentMethods}
        onShipping={(v) => set('shipping', v)}
        onPaymentMethods={(v) => set('paymentMethods', v)}
        field={Field}
      />
      <div className="lg:col-span-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Save settings
        </button>
      </div>
    </form>
  );
}

export function SettingsPage() {
  const { data, isLoading, error } = useShopSettings();
  return (
    <>
      <PageHeading title="Settings" />
      <LoadState isLoading={isLoading} error={error}>
        {data && <SettingsForm initial={data} />}
      </LoadState>
    </>
  );
}
