import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CAMPAIGN_LIMITS, type CampaignInputFields } from '@crystal/shared/schemas/campaign-text';

type Props = { register: UseFormRegister<CampaignInputFields>; errors: FieldErrors<CampaignInputFields> };

const COLUMNS = [
  { title: 'English', note: 'Required', subject: 'subject', preheader: 'preheader', body: 'body' },
  { title: 'French', note: 'Optional: French subscribers get the English where it is empty', subject: 'subjectFr', preheader: 'preheaderFr', body: 'bodyFr' },
] as const;

function Error({ message, id }: { message: string | undefined; id: string }) {
  return message ? (
    <span id={id} role="alert" className="mt-1 text-xs font-normal text-danger">
      {message}
    </span>
  ) : null;
}

/** Subject, preview line and body, English and French side by side (one above the other on a phone). */
export function CampaignFields({ register, errors }: Props) {
  const label = 'flex flex-col text-sm font-medium';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {COLUMNS.map((c) => (
        <fieldset key={c.title} className="card space-y-3 p-4">
          <legend className="sr-only">{c.title}</legend>
          <h2 className="text-lg font-semibold">
            {c.title} <span className="text-xs font-normal text-muted">{c.note}</span>
          </h2>
          <label className={label}>
            {c.title === 'English' ? 'Subject' : 'French subject'}
            <input className="input mt-1" maxLength={CAMPAIGN_LIMITS.subject} aria-invalid={Boolean(errors[c.subject])} {...register(c.subject)} />
            <Error id={`${c.subject}-error`} message={errors[c.subject]?.message} />
          </label>
          <label className={label}>
            {c.title === 'English' ? 'Preview line' : 'French preview line'}
            <input className="input mt-1" maxLength={CAMPAIGN_LIMITS.preheader} {...register(c.preheader)} />
            <span className="mt-1 text-xs font-normal text-muted">Shown after the subject in most inboxes.</span>
            <Error id={`${c.preheader}-error`} message={errors[c.preheader]?.message} />
          </label>
          <label className={label}>
            {c.title === 'English' ? 'Body' : 'French body'}
            <textarea className="input mt-1 min-h-64 font-mono text-sm" aria-invalid={Boolean(errors[c.body])} {...register(c.body)} />
            <span className="mt-1 text-xs font-normal text-muted">A blank line starts a paragraph; “## ” starts a heading; [words](https://…) makes a link.</span>
            <Error id={`${c.body}-error`} message={errors[c.body]?.message} />
          </label>
        </fieldset>
      ))}
    </div>
  );
}
