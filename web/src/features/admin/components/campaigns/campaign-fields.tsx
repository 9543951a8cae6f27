import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CAMPAIGN_LIMITS, type CampaignInputFields } from '@crystal/shared/schemas/campaign';
import { Field } from '../form-field';

type Props = { register: UseFormRegister<CampaignInputFields>; errors: FieldErrors<CampaignInputFields> };

const COLUMNS = [
  { title: 'English', note: 'Required', subject: 'subject', preheader: 'preheader', body: 'body' },
  { title: 'French', note: 'Optional: French subscribers get the English where it is empty', subject: 'subjectFr', preheader: 'preheaderFr', body: 'bodyFr' },
] as const;


/** Subject, preview line and body, English and French side by side (one above the other on a phone). */
export function CampaignFields({ register, errors }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {COLUMNS.map((c) => (
        <fieldset key={c.title} className="card space-y-3 p-4">
          <legend className="sr-only">{c.title}</legend>
          <h2 className="text-lg font-semibold">
            {c.title} <span className="text-xs font-normal text-muted">{c.note}</span>
          </h2>
          <Field id={c.subject} label={c.title === 'English' ? 'Subject' : 'French subject'} error={errors[c.subject]?.message}>
            <input id={c.subject} className="input mt-1" maxLength={CAMPAIGN_LIMITS.subject} aria-invalid={Boolean(errors[c.subject])} {...register(c.subject)} />
          </Field>
          <Field id={c.preheader} label={c.title === 'English' ? 'Preview line' : 'French preview line'} hint="Shown after the subject in most inboxes." error={errors[c.preheader]?.message}>
            <input id={c.preheader} className="input mt-1" maxLength={CAMPAIGN_LIMITS.preheader} {...register(c.preheader)} />
          </Field>
          <Field id={c.body} label={c.title === 'English' ? 'Body' : 'French body'} hint="A blank line starts a paragraph; “## ” starts a heading; [words](https://…) makes a link." error={errors[c.body]?.message}>
            <textarea id={c.body} className="input mt-1 min-h-64 font-mono text-sm" aria-invalid={Boolean(errors[c.body])} {...register(c.body)} />
          </Field>
        </fieldset>
      ))}
    </div>
  );
}
