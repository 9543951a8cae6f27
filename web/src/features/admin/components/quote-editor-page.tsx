import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { centsToDecimalString } from '@crystal/shared/money';
import { parsePriceInput } from '@crystal/shared/money/parse-price-input';
import { PROVINCES, type ProvinceCode } from '@crystal/shared/provinces';
import { createQuoteSchema, defaultDepositTerms, isDefaultDepositTerms, QUOTE_LIMITS, type AdminQuote, type CreateQuoteBody } from '@crystal/shared/schemas/quote';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useEditQuote } from '../api/change-quote';
import { useCreateQuote } from '../api/create-quote';
import { adminPaths } from '../admin-paths';
import { PageHeading } from './admin-shell';
import { money } from './format';
import { fieldIssues } from './api-issues';
import { Field } from './form-field';
import { QuotePreview } from './quote-preview';

/** What the inbox hands over when a consultation becomes a quote. */
export type QuoteFromConsultation = { consultationId: number; name: string; email: string; subject: string; message: string };

type Line = { description: string; price: string };
type Errors = Record<string, string>;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DEPOSITS = [null, 30, 50] as const;

/** The server's `issues` as field messages (path `lines.0.price` stays as it is). */
const issuesOf = (error: unknown): Errors => Object.fromEntries(fieldIssues(error).map((i) => [i.path, i.message]));

/**
 * Writing a quote, on her phone as well as at a desk: the shopper, the lines, a deposit and its terms
 * (refundable or not, in a sentence prefilled in the quote's language that she may edit), when the piece
 * will be ready, and the last day it may be paid. From a consultation the shopper's name and email are filled in. What the shopper will
 * see (shipping, tax, total, deposit) shows live as she writes; the server prices it the same way and mails the link.
 */
export function QuoteEditorPage({ editing }: { editing?: AdminQuote }) {
  const from = (useLocation().state as { consultation?: QuoteFromConsultation } | null)?.consultation;
  const navigate = useNavigate();
  const create = useCreateQuote();
  const edit = useEditQuote();
  const pending = create.isPending || edit.isPending;
  const [name, setName] = useState(editing?.customerName ?? from?.name ?? '');
  const [email, setEmail] = useState(editing?.customerEmail ?? from?.email ?? '');
  const [province, setProvince] = useState(editing?.province ?? 'MB');
  const [language, setLanguage] = useState<'en' | 'fr'>(editing?.language ?? 'en');
  const [lines, setLines] = useState<Line[]>(editing?.lines.map((l) => ({ description: l.description, price: l.price })) ?? [{ description: '', price: '' }]);
  const [deposit, setDeposit] = useState<number | null>(editing ? editing.depositPercent : 30);
  const [expiresOn, setExpiresOn] = useState(editing?.expiresOn ?? inDays(14));
  const [readyBy, setReadyBy] = useState(editing?.readyBy ?? '');
  const [refundable, setRefundable] = useState(editing?.depositTerms?.refundable ?? true);
  const [termsText, setTermsText] = useState(editing?.depositTerms?.text ?? defaultDepositTerms(refundable, language));
  const [errors, setErrors] = useState<Errors>({});

  /** A new choice brings its own sentence; a new language translates the sentence while it is still a prefilled one. */
  const chooseRefundable = (next: boolean) => {
    setRefundable(next);
    setTermsText(defaultDepositTerms(next, language));
  };
  const chooseLanguage = (next: 'en' | 'fr') => {
    setLanguage(next);
    if (!termsText.trim() || isDefaultDepositTerms(termsText)) setTermsText(defaultDepositTerms(refundable, next));
  };
  const depositTerms = deposit === null ? undefined : { refundable, text: termsText };

  const setLine = (i: number, patch: Partial<Line>) => setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  function submit(e: FormEvent) {
    e.preventDefault();
    const body: CreateQuoteBody = {
      ...(from ? { consultationId: from.consultationId } : {}),
      customerName: name,
      customerEmail: email,
      province: province as CreateQuoteBody['province'],
      language,
      lines: lines.map((l) => {
        const c = parsePriceInput(l.price);
        return { description: l.description, price: c === null ? l.price : centsToDecimalString(c) };
      }),
      ...(deposit === null ? {} : { depositPercent: deposit, depositTerms }),
      expiresOn,
      ...(readyBy ? { readyBy } : {}),
    };
    const parsed = createQuoteSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    const done = {
      onSuccess: (quote: AdminQuote) => {
        toast({
          title: editing ? `Quote #${quote.id} updated` : `Quote #${quote.id} sent`,
          description: editing ? `The new link went to ${quote.customerEmail}; the old one no longer works.` : `${money(quote.total)} to ${quote.customerEmail}`,
        });
        navigate(adminPaths.quotes);
      },
      onError: (error: unknown) => {
        setErrors(issuesOf(error));
        toast({ title: editing ? 'Quote not updated' : 'Quote not sent', description: errorMessage(error, 'Please check the quote and try again.'), variant: 'destructive' });
      },
    };
    if (editing) edit.mutate({ id: editing.id, body }, done);
    else create.mutate(body, done);
  }

  const aria = (key: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${key.replace(/\./g, '-')}-error` } : {});

  return (
    <>
      <PageHeading title={editing ? `Edit quote #${editing.id}` : 'New quote'}>
        <Link to={adminPaths.quotes} className="btn-outline">
          Back to quotes
        </Link>
      </PageHeading>
      {from && (
        <section className="card mb-4 p-4 text-sm" aria-label="Consultation">
          <p className="font-semibold">{from.subject}</p>
          <p className="mt-1 whitespace-pre-line text-muted">{from.message}</p>
        </section>
      )}
      <form onSubmit={submit} noValidate className="card space-y-5 p-4 sm:p-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">Shopper</legend>
          <Field id="customerName" label="Name" error={errors.customerName}>
            <input id="customerName" className="input" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" {...aria('customerName')} />
          </Field>
          <Field id="customerEmail" label="Email" error={errors.customerEmail}>
            <input id="customerEmail" type="email" inputMode="email" className="input" value={email} onChange={(e) => setEmail(e.target.value)} {...aria('customerEmail')} />
          </Field>
          <Field id="province" label="Ships to (for tax and shipping)" error={errors.province}>
            <select id="province" className="input" value={province} onChange={(e) => setProvince(e.target.value)}>
              {PROVINCES.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="language" label="Language of the quote">
            <select id="language" className="input" value={language} onChange={(e) => chooseLanguage(e.target.value as 'en' | 'fr')}>
              <option value="en">English</option>
              <option value="fr">French</option>
            </select>
          </Field>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="mb-2 font-semibold">Lines</legend>
          {lines.map((line, i) => (
            <div key={i} className="grid grid-cols-[1fr_7rem] gap-2 sm:grid-cols-[1fr_9rem_auto]" data-testid="quote-line">
              <Field id={`lines-${i}-description`} label={`Line ${i + 1}`} error={errors[`lines.${i}.description`]}>
                <input
                  id={`lines-${i}-description`}
                  className="input"
                  value={line.description}
                  maxLength={QUOTE_LIMITS.description}
                  onChange={(e) => setLine(i, { description: e.target.value })}
                  {...aria(`lines.${i}.description`)}
                />
              </Field>
              <Field id={`lines-${i}-price`} label="Price ($)" error={errors[`lines.${i}.price`]}>
                <input
                  id={`lines-${i}-price`}
                  className="input text-right"
                  inputMode="decimal"
                  value={line.price}
                  placeholder="0.00"
                  onChange={(e) => setLine(i, { price: e.target.value })}
                  {...aria(`lines.${i}.price`)}
                />
              </Field>
              {lines.length > 1 && (
                <button type="button" className="btn-outline col-span-2 sm:col-span-1 sm:self-end" onClick={() => setLines((all) => all.filter((_, j) => j !== i))}>
                  Remove line {i + 1}
                </button>
              )}
            </div>
          ))}
          {errors.lines && <p className="text-sm text-red-800" role="alert">{errors.lines}</p>}
          {lines.length < QUOTE_LIMITS.lines && (
            <button type="button" className="btn-outline" onClick={() => setLines((all) => [...all, { description: '', price: '' }])}>
              Add a line
            </button>
          )}
        </fieldset>

        <fieldset>
          <legend className="mb-2 font-semibold">Deposit</legend>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Deposit">
            {DEPOSITS.map((d) => (
              <button key={String(d)} type="button" aria-pressed={deposit === d} className={deposit === d ? 'btn-primary' : 'btn-outline'} onClick={() => setDeposit(d)}>
                {d === null ? 'No deposit' : `${d}%`}
              </button>
            ))}
            <label className="flex items-center gap-2 text-sm">
              Other %
              <input
                className="input w-20"
                inputMode="numeric"
                aria-label="Deposit percentage"
                value={deposit === null || DEPOSITS.includes(deposit as 30) ? '' : String(deposit)}
                onChange={(e) => setDeposit(e.target.value ? Number(e.target.value.replace(/\D/g, '')) : null)}
              />
            </label>
          </div>
          {errors.depositPercent && <p className="mt-1 text-sm text-red-800" role="alert">{errors.depositPercent}</p>}
          {deposit !== null && (
            <div className="mt-4 space-y-3" data-testid="deposit-terms">
              <div className="flex flex-wrap gap-2" role="group" aria-label="Is the deposit refundable?">
                {[true, false].map((r) => (
                  <button key={String(r)} type="button" aria-pressed={refundable === r} className={refundable === r ? 'btn-primary' : 'btn-outline'} onClick={() => chooseRefundable(r)}>
                    {r ? 'Refundable' : 'Not refundable'}
                  </button>
                ))}
              </div>
              <Field id="depositTerms-text" label={`Deposit terms, as the shopper reads them (${language === 'fr' ? 'French' : 'English'})`} error={errors['depositTerms.text'] ?? errors.depositTerms}>
                <input
                  id="depositTerms-text"
                  className="input"
                  value={termsText}
                  maxLength={QUOTE_LIMITS.depositTerms}
                  onChange={(e) => setTermsText(e.target.value)}
                  {...(errors['depositTerms.text'] ?? errors.depositTerms ? { 'aria-invalid': true, 'aria-describedby': 'depositTerms-text-error' } : {})}
                />
              </Field>
            </div>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="expiresOn" label="Can be paid until" error={errors.expiresOn}>
            <input id="expiresOn" type="date" className="input max-w-xs" value={expiresOn} min={inDays(0)} onChange={(e) => setExpiresOn(e.target.value)} {...aria('expiresOn')} />
          </Field>
          <Field id="readyBy" label="Ready by (optional)" error={errors.readyBy}>
            <input id="readyBy" type="date" className="input max-w-xs" value={readyBy} min={inDays(0)} onChange={(e) => setReadyBy(e.target.value)} {...aria('readyBy')} />
          </Field>
        </div>

        <QuotePreview lines={lines} province={province as ProvinceCode} deposit={deposit} readyBy={readyBy || null} depositTerms={depositTerms ?? null} />

        {editing && <p className="text-sm text-muted">Saving mails {editing.customerEmail} the updated quote with a new link; the link sent before stops working.</p>}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending}>
          {pending ? 'Sending…' : editing ? 'Save and send the new link' : 'Send the quote'}
        </button>
      </form>
    </>
  );
}
