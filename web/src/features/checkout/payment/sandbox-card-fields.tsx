import { FlaskConical } from 'lucide-react';
import { SANDBOX_TEST_CARDS } from '@crystal/shared/schemas/order';
import { createTranslator } from '@/i18n/create-translator';
import { translateServerMessage } from '@/lib/server-messages/translate-server-message';
import { FormField } from '../components/form-field';
import en from '../messages/en.json';
import { formatCardNumber, formatExpiry, type SandboxCard, type SandboxCardErrors } from './sandbox-card';

const t = createTranslator(en);

/** Each test card's outcome as the catalogue says it ('Payment succeeds', 'Card declined', ...). */
const OUTCOME_KEYS = ['outcomeSucceeds', 'outcomeDeclined', 'outcomeFunds'] as const;

/** A card message (Stripe's English wording, from the checks or the sandbox) in the page's language. */
const cardMessage = (message: string | undefined) => message && translateServerMessage(message, t('cardDeclinedFallback'));

type Props = { card: SandboxCard; errors: SandboxCardErrors; onChange: (card: SandboxCard) => void };

/** The sandbox's TEST MODE card form: no real card is ever charged; Stripe's test cards apply. */
export function SandboxCardFields({ card, errors, onChange }: Props) {
  return (
    <div className="rounded-xl border-2 border-dashed border-gold-500 bg-gold-400/10 p-4" data-testid="sandbox-card-form">
      <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-amber-900">
        <FlaskConical className="size-4" aria-hidden="true" />
        {t('testMode')}
      </p>
      <p className="mt-1 text-sm text-ink">{t('sandboxNote')}</p>
      <ul className="mt-2 space-y-0.5 text-sm" aria-label={t('testCards')}>
        {SANDBOX_TEST_CARDS.map((c, i) => (
          <li key={c.number}>
            <span className="font-mono tabular-nums">{c.number}</span>{' '}
            <span className="text-muted">- {OUTCOME_KEYS[i] ? t(OUTCOME_KEYS[i]) : c.outcome}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-2 gap-4">
        <FormField id="card-number" label={t('cardNumber')} error={cardMessage(errors.number)} className="col-span-2">
          {(aria) => (
            <input
              {...aria}
              value={card.number}
              onChange={(e) => onChange({ ...card, number: formatCardNumber(e.target.value) })}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              className="input font-mono"
            />
          )}
        </FormField>
        <FormField id="card-expiry" label={t('cardExpiry')} error={cardMessage(errors.expiry)}>
          {(aria) => (
            <input
              {...aria}
              value={card.expiry}
              onChange={(e) => onChange({ ...card, expiry: formatExpiry(e.target.value) })}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('cardExpiryPlaceholder')}
              className="input font-mono"
            />
          )}
        </FormField>
        <FormField id="card-cvc" label={t('cardCvc')} error={cardMessage(errors.cvc)}>
          {(aria) => (
            <input
              {...aria}
              value={card.cvc}
              onChange={(e) => onChange({ ...card, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              className="input font-mono"
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
