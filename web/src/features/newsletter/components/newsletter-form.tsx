import { useHydrated } from '@/lib/use-hydrated';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { currentLocale } from '@/i18n/i18n';
import { createTranslator } from '@/i18n/create-translator';
import { errorMessage } from '@/lib/api-client';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import en from '../messages/en.json';

const t = createTranslator(en);

/**
 * The footer's newsletter sign-up (docs/decisions/0022-validation-rules.md): a required email field, so an empty submit does
 * nothing (the browser's own validation), and the consent wording the server records when the mailed link is clicked.
 */
export function NewsletterForm({ source = 'footer' }: { source?: 'footer' | 'home' }) {
  const hydrated = useHydrated();
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    subscribe.mutate(
      // The server records the consent wording of the language shown as the proof of consent.
      { email: email.trim(), source, ...(currentLocale() === 'fr' ? { language: 'fr' as const } : {}) },
      {
        // Double opt-in: the address is not subscribed until the mailed link is clicked, so the toast
        // says to check the mail (docs/decisions/0043-newsletter-double-opt-in.md).
        onSuccess: (reply) => {
          const confirmed = reply.status === 'confirmed';
          toast({
            title: t(confirmed ? 'alreadyConfirmedTitle' : 'checkMailTitle'),
            description: t(confirmed ? 'alreadyConfirmedDescription' : 'checkMailDescription'),
            variant: 'success',
          });
          setEmail('');
        },
        onError: (err) => {
          toast({
            title: t('failedTitle'),
            // The API's own message is English; the French site shows its own words.
            description: currentLocale() === 'fr' ? t('failedDescription') : errorMessage(err, t('failedDescription')),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-4" aria-label={t('formLabel')}>
      <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium">
        {t('emailAddress')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.ca"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          // Typed before the app is in charge, the words would be lost as it takes the field over.
          readOnly={!hydrated}
          aria-describedby={`${id}-consent`}
          className="input min-w-0 flex-1"
        />
        <button
          type="submit"
          disabled={subscribe.isPending || !hydrated}
          className="btn shrink-0 bg-gold-400 text-ink hover:bg-gold-500"
        >
          {subscribe.isPending ? t('subscribing') : t('subscribe')}
        </button>
      </div>
      <p id={`${id}-consent`} className="mt-2 text-xs leading-relaxed opacity-80">
        {t('consent')}
      </p>
    </form>
  );
}
