import { useState, type FormEvent } from 'react';
import type { CreateDiscountCode, DiscountCodeDto } from '@crystal/shared/schemas/discount-code';
import { toast } from '@/components/ui/use-toast';
import { useCreateDiscountCode, useDiscountCodes, usePauseDiscountCode } from '../api/discount-codes';
import { useAdminCollections } from '../api/french';
import { describeCodeTerms } from './describe-code-terms';
import { LoadState, PageHeading } from './admin-shell';
import { saveError } from './api-issues';
import { normaliseRate } from './money-settings-fields';

/** What a code gives (a percent or an amount off, or free shipping), and to which pieces (decision 0102). */
type Draft = {
  code: string;
  kind: 'percent' | 'amount' | 'freeShipping';
  value: string;
  appliesTo: 'order' | 'collection';
  collectionId: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerEmail: boolean;
};
const EMPTY: Draft = { code: '', kind: 'percent', value: '', appliesTo: 'order', collectionId: '', minSubtotal: '', startsAt: '', endsAt: '', usageLimit: '', oncePerEmail: false };

const giftOf = (d: Draft) =>
  d.kind === 'freeShipping' ? { freeShipping: true as const } : d.kind === 'percent' ? { percentOff: Number(d.value.replace(',', '.')) } : { amountOff: normaliseRate(d.value) ?? '' };

/** The form as the API takes it: empty fields left out, amounts as decimal strings; free shipping is for the whole order. */
function toInput(d: Draft): CreateDiscountCode {
  return {
    code: d.code,
    ...giftOf(d),
    ...(d.kind !== 'freeShipping' && d.appliesTo === 'collection' && d.collectionId ? { collectionId: Number(d.collectionId) } : {}),
    ...(d.minSubtotal.trim() ? { minSubtotal: normaliseRate(d.minSubtotal)! } : {}),
    ...(d.startsAt ? { startsAt: d.startsAt } : {}),
    ...(d.endsAt ? { endsAt: d.endsAt } : {}),
    ...(d.usageLimit.trim() ? { usageLimit: Number(d.usageLimit) } : {}),
    ...(d.oncePerEmail ? { oncePerEmail: true } : {}),
  };
}

const dates = (c: DiscountCodeDto) => [c.startsAt && `from ${c.startsAt.slice(0, 10)}`, c.endsAt && `until ${c.endsAt.slice(0, 10)}`].filter(Boolean).join(' ') || 'Always';

function NewCodeForm() {
  const [d, setD] = useState(EMPTY);
  const create = useCreateDiscountCode();
  const collections = useAdminCollections().data ?? [];
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
          <label className="flex min-h-11 items-center gap-1">
            <input type="radio" name="kind" checked={d.kind === 'freeShipping'} onChange={() => set('kind', 'freeShipping')} /> Free shipping
          </label>
          {d.kind !== 'freeShipping' && (
            <input className="input w-28" name="value" aria-label={d.kind === 'percent' ? 'Percent off' : 'Amount off ($)'} inputMode="decimal" required value={d.value} onChange={(e) => set('value', e.target.value)} />
          )}
        </div>
        <span className="text-xs text-muted">
          {d.kind === 'freeShipping'
            ? "The order ships free; nothing comes off the pieces. It never adds to the guide's offer: the one worth more applies."
            : "Off the pieces only, never tax or shipping. It never adds to the guide's offer: the larger applies."}
        </span>
      </fieldset>
      {d.kind !== 'freeShipping' && (
        <fieldset className="text-sm sm:col-span-2">
          <legend className="font-medium">Applies to</legend>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <label className="flex min-h-11 items-center gap-1">
              <input type="radio" name="appliesTo" checked={d.appliesTo === 'order'} onChange={() => set('appliesTo', 'order')} /> The whole order
            </label>
            <label className="flex min-h-11 items-center gap-1">
              <input type="radio" name="appliesTo" checked={d.appliesTo === 'collection'} onChange={() => set('appliesTo', 'collection')} /> One collection
            </label>
            {d.appliesTo === 'collection' && (
              <select className="input w-56" name="collectionId" aria-label="Collection" required value={d.collectionId} onChange={(e) => set('collectionId', e.target.value)}>
                <option value="">Choose a collection</option>
                {collections.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </div>
          {d.appliesTo === 'collection' && <span className="text-xs text-muted">Off that collection's pieces only; a cart with none of them is told so.</span>}
        </fieldset>
      )}
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

function CodeRow({ c, collectionName }: { c: DiscountCodeDto; collectionName?: string }) {
  const pause = usePauseDiscountCode();
  return (
    <li className="card flex flex-wrap items-center justify-between gap-3 p-3" data-testid={`code-${c.code}`}>
      <div className="min-w-0">
        <p className="font-mono font-semibold">
          {c.code} {c.paused && <span className="ml-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-sans text-amber-900">Paused</span>}
        </p>
        <p className="text-sm">{describeCodeTerms(c, collectionName)}</p>
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

/**
 * Discount codes: create one (money off the order or one collection's pieces, or free shipping), see how often
 * each was used, pause or resume it (docs/decisions/0040-discount-codes.md, 0102).
 */
export function DiscountCodesPage() {
  const { data, isLoading, error } = useDiscountCodes();
  const collections = useAdminCollections().data ?? [];
  const nameOf = (id: number | null) => collections.find((c) => c.id === id)?.name;
  return (
    <>
      <PageHeading title="Discount codes" />
      <div className="space-y-6">
        <NewCodeForm />
        <LoadState isLoading={isLoading} error={error}>
          {data && data.codes.length === 0 && <p className="text-sm text-muted">No codes yet.</p>}
          <ul className="space-y-2" aria-label="Codes">
            {data?.codes.map((c) => <CodeRow key={c.code} c={c} collectionName={nameOf(c.collectionId)} />)}
          </ul>
        </LoadState>
      </div>
    </>
  );
}
