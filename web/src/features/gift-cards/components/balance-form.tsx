import { useId, useState, type FormEvent } from 'react';
import { decimalStringToCents, formatCadCents } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { shopperErrorMessage } from '@/lib/server-messages/translate-server-message';
import { useCheckBalance } from '../api/check-balance';
import { t } from '../lib/gift-card-text';
import { TextField } from './text-field';

/** Why no balance could be shown, in the page's language: an unknown code (404), too many guesses (429, the server's waiting message), any other failure. */
export function balanceProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return t('unknownCode');
  if (error instanceof ApiError && (error.status === 429 || error.status === 400)) return shopperErrorMessage(error, t('balanceFailed'));
  return t('balanceFailed');
}

/**
 * The balance page's form (issue 49): a code in, what is left on it out. The code is sent in the request's
 * body and the form posts, so it never lands in an address; the page repeats only the balance, never the code.
 */
export function BalanceForm() {
  const id = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const check = useCheckBalance();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    setMissing(!typed);
    if (typed) check.mutate(typed);
  };
  const problem = missing ? t('codeRequired') : check.isError ? balanceProblem(check.error) : undefined;
  const balanceCents = check.isSuccess && !missing ? decimalStringToCents(check.data.balance) : undefined;
  return (
    <form method="post" noValidate onSubmit={submit} aria-label={t('balanceHeading')} className="card space-y-4 p-5">
      <TextField id={`${id}-code`} label={t('codeLabel')} hint={t('codeHint')} error={problem}>
        {(aria) => (
          <input
            {...aria}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="input font-mono uppercase tracking-wider"
          />
        )}
      </TextField>
      <button type="submit" className="btn-primary w-full" disabled={check.isPending}>
        {check.isPending ? t('checking') : t('checkBalance')}
      </button>
      <div role="status" aria-live="polite">
        {balanceCents !== undefined && (
          <p className="text-lg font-semibold text-amethyst-800" data-testid="gift-card-balance">
            {balanceCents > 0 ? t('balanceLeft', { amount: formatCadCents(balanceCents) }) : t('balanceEmpty')}
          </p>
        )}
      </div>
    </form>
  );
}
