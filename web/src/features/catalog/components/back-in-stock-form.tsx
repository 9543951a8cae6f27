import { useHydrated } from '@/lib/use-hydrated';
import { useId, useState, type FormEvent } from 'react';
import { backInStockRequestSchema } from '@crystal/shared/schemas/back-in-stock';
import { currentLocale } from '@/i18n/i18n';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { useRequestBackInStock } from '../api/request-back-in-stock';
import { createTranslator } from '@/i18n/create-translator';
import en from '../messages/en.json';

const t = createTranslator(en);

/** A piece's option whose values are sold out, as the page names them ("size" and "7"). */
export type SoldOutOption = { name: string; label: string; values: { value: string; label: string }[] };

/**
 * "Email me when it's back" on a sold-out piece, or on a sold-out value of a piece with options ("size 7"):
 * one notice when it (or that value) is restocked, nothing else.
 */
export function BackInStockForm({ productId, soldOutOption }: { productId: number; soldOutOption?: SoldOutOption }) {
  const hydrated = useHydrated();
  const id = useId();
  const [email, setEmail] = useState('');
  const [wanted, setWanted] = useState(soldOutOption?.values[0]?.value ?? '');
  const wantedLabel = soldOutOption?.values.find((v) => v.value === wanted)?.label ?? wanted;
  const named = soldOutOption ? { option: soldOutOption.label, value: wantedLabel } : undefined;
  const [error, setError] = useState<string>();
  const request = useRequestBackInStock();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The French site asks for the notice in French (English requests stay as they were).
    const language = currentLocale() === 'fr' ? { language: 'fr' } : {};
    const options = soldOutOption && wanted ? { options: { [soldOutOption.name]: wanted } } : {};
    const parsed = backInStockRequestSchema.safeParse({ email, productId, ...language, ...options });
    if (!parsed.success) {
      // The schema's messages are English (shared with the API); the shopper reads the page's language.
      setError(parsed.error.issues[0] ? t('invalidEmail') : undefined);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, { onError: (err) => setError(shopperErrorMessage(err, t('backInStockFailed'))) });
  };

  if (request.isSuccess) {
    return (
      <p className="mt-6 rounded-xl bg-amethyst-50 p-4 text-sm font-medium text-amethyst-800" role="status" data-testid="back-in-stock-done">
        {named ? t('backInStockValueDone', { email: email.trim(), ...named }) : t('backInStockDone', { email: email.trim() })}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-xl border border-line bg-white p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-sans text-base font-semibold">
        {named ? t('backInStockValueTitle', named) : t('backInStockTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('backInStockNote')}</p>
      {soldOutOption && soldOutOption.values.length > 1 && (
        <>
          <label htmlFor={`${id}-value`} className="label mt-3">
            {t('backInStockWhich', { option: soldOutOption.label })}
          </label>
          <select id={`${id}-value`} className="input" value={wanted} onChange={(e) => setWanted(e.target.value)} disabled={!hydrated}>
            {soldOutOption.values.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-email`} className="label mt-3">
        {t('email')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          // Typed before the app is in charge, the words would be lost as it takes the field over.
          readOnly={!hydrated}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary" disabled={!hydrated} aria-disabled={request.isPending || undefined}>
          {t('notifyMe')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
