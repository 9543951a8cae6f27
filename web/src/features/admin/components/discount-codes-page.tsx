import { useState, type FormEvent } from 'react';
import { decimalStringToCents, formatCadCents } from '@crystal/shared/money';
import type { CreateDiscountCode, DiscountCodeDto } from '@crystal/shared/schemas/discount-code';
import { toast } from '@/components/ui/use-toast';
import { useCreateDiscountCode, useDiscountCodes, usePauseDiscountCode } from '../api/discount-codes';
import { LoadState, PageHeading } from './admin-shell';
import { saveError } from './api-issues';
import { normaliseRate } from './money-settings-fields';

type Draft = { code: string; kind: 'percent' | 'amount'; value: string; minSubtotal: string; startsAt: string; endsAt: string; usageLimit: string; oncePerEmail: boolean };
const EMPTY: Draft = { code: '', kind: 'percent', value: '', minSubtotal: '', startsAt: '', endsAt: '', usageLimit: '', oncePerEmail: false };

/** The form as the API takes it: empty fields left out, amounts as decimal strings. */
function toInput(d: Draft): CreateDiscountCode {
  const amount = normaliseRate(d.value) ?? '';
  return {
    code: d.code,
    ...(d.kind === 'percent' ? { percentOff: Number(d.value.replace(',', '.')) } : { amountOff: amount }),
    ...(d.minSubtotal.trim() ? { minSubtotal: normaliseRate(d.minSubtotal)! } : {}),
    ...(d.startsAt ? { startsAt: d.startsAt } : {}),
    ...(d.endsAt ? { endsAt: d.endsAt } : {}),
    ...(d.usageLimit.trim() ? { usageLimit: Number(d.usageLimit) } : {}),
    ...(d.oncePerEmail ? { oncePerEmail: true } : {}),
  };
}

const terms = (c: DiscountCodeDto) => {
  const off = c.percentOff !== null ? `${c.percentOff}% off` : `${formatCadCents(decimalStringToCents(c.amountOff!))} off`;
  return c.minSubtotal ? `${off} orders of ${formatCadCents(decimalStringToCents(c.minSubtotal))} or more` : off;
};

const dates = (c: DiscountCodeDto) => [c.startsAt && `from ${c.startsAt.slice(0, 10)}`, c.endsAt && `until ${c.endsAt.slice(0, 10)}`].filter(Boolean).join(' ') || 'Always';

function NewCodeForm() {
  const [d, setD] = useState(EMPTY);
  const create = useCreateDiscountCode();
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((p) => ({ ...p, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(toInput(d), {
      onSuccess: (c) => {
        toast({ title: `Code ${c.code} created` });
        setD(EMPTY);
      },
      onError: (err) => toast({ title: 'Code not created', description: saveError(err), variant: 'destructive' }),
    });
  };
  const label = 'flex flex-col text-sm font-medium';
  return (
    <form onSubmit={submit} aria-label="New discount code" className="card grid gap-3 p-4 sm:grid-cols-2">
      <h2 className="text-lg font-semibold sm:col-span-2">New code</h2>
      <label className={label}>
        Code
        <input className="input mt-1 uppercase" name="code" required value={d.code} onChange={(e) => set('code', e.target.value)} autoCapitalize="characters" />
        <span className="mt-1 text-xs font-normal text-muted">Letters, digits, - and _. Shoppers may type it in any case.</span>
      </label>
      <fieldset className="text-sm">
        <legend className="font-medium">Discount</legend>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <label className="flex min-h-11 items-center gap-1">
            <input type="radio" name="kind" checked={d.kind === 'percent'} onChange={() => set('kind', 'percent')} /> Percent
          </label>
          <label className="flex min-h-11 items-center gap-1">
            <input type="radio" name="kind" checked={d.kind === 'amount'} onChange={() => set('kind', 'amount')} /> Amount ($)
          </label>
          <input className="input w-28" name="value" aria-label={d.kind === 'percent' ? 'Percent off' : 'Amount off ($)'} inputMode="decimal" required value={d.value} onChange={(e) => set('value', e.target.value)} />
        </div>
        <span className="text-xs text-muted">Off the pieces only, never tax or shipping. It never adds to the guide's offer: the larger applies.</span>
      </fieldset>
      <label className={label}>
        Minimum order ($, optional)
        <input className="input mt-1 w-36" name="minSubtotal" inputMode="decimal" value={d.minSubtotal} onChange={(e) => set('minSubtotal', e.target.value)} />
      </label>
      <label className={label}>
        Total uses (optional)
        <input className="input mt-1 w-36" name="usageLimit" type="number" min={1} value={d.usageLimit} onChange={(e) => set('usageLimit', e.target.value)} />
      </label>
      <label className={label}>
        Starts (optional)
        <input className="input mt-1 w-44" name="startsAt" type="date" value={d.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
      </label>
      <label className={label}>
        Last day (optional)
        <input className="input mt-1 w-44" name="endsAt" type="date" value={d.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" name="oncePerEmail" checked={d.oncePerEmail} onChange={(e) => set('oncePerEmail', e.target.checked)} />
        Once per email address
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          Create code
        </button>
      </div>
    </form>
  );
}

function CodeRow({ c }: { c: DiscountCodeDto }) {
  const pause = usePauseDiscountCode();
  return (
    <li className="card flex flex-wrap items-center justify-between gap-3 p-3" data-testid={`code-${c.code}`}>
      <div className="min-w-0">
        <p className="font-mono font-semibold">
          {c.code} {c.paused && <span className="ml-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-sans text-amber-900">Paused</span>}
        </p>
        <p className="text-sm">{terms(c)}</p>
        <p className="text-xs text-muted">
          Used {c.timesUsed}
          {c.usageLimit !== null ? ` of ${c.usageLimit}` : ''} times · {dates(c)}
          {c.oncePerEmail ? ' · once per email' : ''}
        </p>
      </div>
      <button
        type="button"
        className="btn-ghost"
        disabled={pause.isPending}
        onClick={() =>
          pause.mutate({ code: c.code, paused: !c.paused }, { onError: (err) => toast({ title: 'Not changed', description: saveError(err), variant: 'destructive' }) })
        }
      >
        {c.paused ? `Resume ${c.code}` : `Pause ${c.code}`}
      </button>
    </li>
  );
}

/** Discount codes: create one, see how often each was used, pause or resume it (docs/decisions/0040-discount-codes.md). */
export function DiscountCodesPage() {
  const { data, isLoading, error } = useDiscountCodes();
  return (
    <>
      <PageHeading title="Discount codes" />
      <div className="space-y-6">
        <NewCodeForm />
        <LoadState isLoading={isLoading} error={error}>
          {data && data.codes.length === 0 && <p className="text-sm text-muted">No codes yet.</p>}
          <ul className="space-y-2" aria-label="Codes">
            {data?.codes.map((c) => <CodeRow key={c.code} c={c} />)}
          </ul>
        </LoadState>
      </div>
    </>
  );
}
