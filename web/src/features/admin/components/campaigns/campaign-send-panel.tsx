import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useSendCampaign, useTestCampaign } from '../../api/campaigns';
import { saveError } from '../api-issues';
import { plural, when } from '../format';

type Pending = { at: string | undefined } | null;

/**
 * A test to one address (hers by default), then "Send now" or "Schedule": each asks first, saying how many
 * confirmed subscribers will get it. Her edits must be saved first, so the test and the send carry them.
 */
export function CampaignSendPanel({ id, subject, confirmed, defaultEmail, unsaved }: { id: string; subject: string; confirmed: number | undefined; defaultEmail: string; unsaved: boolean }) {
  const [email, setEmail] = useState(defaultEmail);
  const [language, setLanguage] = useState<'en' | 'fr'>('en');
  const [at, setAt] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const test = useTestCampaign(id);
  const send = useSendCampaign(id);
  const audience = confirmed === undefined ? 'every confirmed subscriber' : plural(confirmed, 'confirmed subscriber');
  const sendTest = () =>
    test.mutate(
      { email: email.trim(), language },
      {
        onSuccess: () => toast({ title: `Test sent to ${email.trim()}` }),
        onError: (err) => toast({ title: 'Test not sent', description: saveError(err), variant: 'destructive' }),
      },
    );
  const confirmSend = () =>
    send.mutate(pending?.at, {
      onSuccess: () => {
        toast({ title: pending?.at ? `Scheduled for ${when(pending.at)}` : 'Sending now' });
        setPending(null);
      },
      onError: (err) => {
        toast({ title: 'Not sent', description: saveError(err), variant: 'destructive' });
        setPending(null);
      },
    });
  return (
    <section aria-labelledby="send-heading" className="card space-y-4 p-4">
      <h2 id="send-heading" className="text-lg font-semibold">
        Test and send
      </h2>
      {unsaved && <p className="text-sm text-amber-800">Save your changes first: the test and the send use the saved campaign.</p>}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-56 flex-1 flex-col text-sm font-medium">
          Send a test to
          <input className="input mt-1" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm font-medium">
          In
          <select className="input mt-1" value={language} onChange={(e) => setLanguage(e.target.value as 'en' | 'fr')}>
            <option value="en">English</option>
            <option value="fr">French</option>
          </select>
        </label>
        <button type="button" className="btn-ghost min-h-11 border border-amethyst-200" disabled={unsaved || !email.trim() || test.isPending} onClick={sendTest}>
          Send a test
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <button type="button" className="btn-primary min-h-11" disabled={unsaved} onClick={() => setPending({ at: undefined })}>
          Send now
        </button>
        <label className="flex flex-col text-sm font-medium">
          Send at
          <input className="input mt-1" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
        </label>
        <button
          type="button"
          className="btn-ghost min-h-11 border border-amethyst-200"
          disabled={unsaved || !at || Number.isNaN(Date.parse(at)) || Date.parse(at) <= Date.now()}
          onClick={() => setPending({ at: new Date(at).toISOString() })}
        >
          Schedule
        </button>
      </div>
      {pending && (
        <div role="alertdialog" aria-labelledby="confirm-send" className="rounded border border-amethyst-300 bg-amethyst-50 p-3">
          <p id="confirm-send" className="text-sm font-medium">
            {pending.at ? `Send “${subject}” on ${when(pending.at)} to ${audience}?` : `Send “${subject}” now to ${audience}?`} Each gets it once, in the
            language they signed up in; pending, unsubscribed and suppressed addresses get nothing.
          </p>
          <div className="mt-2 flex gap-2">
            <button type="button" className="btn-primary min-h-11" disabled={send.isPending} onClick={confirmSend}>
              {pending.at ? 'Yes, schedule it' : 'Yes, send it'}
            </button>
            <button type="button" className="btn-ghost min-h-11" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
