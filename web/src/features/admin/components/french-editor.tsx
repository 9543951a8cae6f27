import { useEffect, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ZodMiniType } from '@crystal/shared/zod';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { fieldIssues } from './api-issues';

type Texts = Record<string, string>;
export type FrenchField = { name: string; label: string; rows?: number };

type Props<T extends Texts> = {
  /** Element ids start with this (one editor per piece or collection on a page). */
  idPrefix: string;
  fields: FrenchField[];
  schema: ZodMiniType<T>;
  approved?: T;
  draft?: T;
  draftFrench: UseMutationResult<{ frDraft: T; source: string }, Error, void>;
  approveFrench: UseMutationResult<unknown, Error, T>;
};

const SOURCES: Record<string, string> = {
  seed: 'from the shop’s own French for this piece',
  phrasebook: 'from the crystal-jewellery phrasebook (offline drafting: check the wording)',
  bedrock: 'by the AI guide',
};

const emptyOf = (fields: FrenchField[]) => Object.fromEntries(fields.map((f) => [f.name, ''])) as Texts;

/**
 * The French beside the English: the AI guide drafts it, the artisan reviews and edits it here, and
 * "Approve French" makes it what shoppers on the French site see. A draft is never shown to shoppers.
 */
export function FrenchEditor<T extends Texts>({ idPrefix, fields, schema, approved, draft, draftFrench, approveFrench }: Props<T>) {
  const [values, setValues] = useState<Texts>(() => ({ ...emptyOf(fields), ...(draft ?? approved) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [source, setSource] = useState<string | undefined>();
  const key = JSON.stringify([draft, approved]);
  useEffect(() => {
    setValues({ ...emptyOf(fields), ...(draft ?? approved) });
    // Only when the stored French changes (a draft arrived or French was approved).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const status = draft
    ? 'Draft waiting for your review: shoppers do not see it until you approve it.'
    : approved
      ? 'Approved: shoppers on the French site see this.'
      : 'No French yet: the French site shows the English text.';

  const onDraft = () =>
    draftFrench.mutate(undefined, {
      onSuccess: (result) => {
        setValues({ ...emptyOf(fields), ...result.frDraft });
        setSource(result.source);
        toast({ title: 'French drafted', description: 'Review it, then approve it.' });
      },
      onError: (e) => toast({ title: 'No draft', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
    });

  const onApprove = () => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    approveFrench.mutate(parsed.data, {
      onSuccess: () => {
        setSource(undefined);
        toast({ title: 'French approved', description: parsed.data.name });
      },
      onError: (e) => {
        setErrors(Object.fromEntries(fieldIssues(e).map((i) => [i.path.split('.')[0]!, i.message])));
        toast({ title: 'French not approved', description: errorMessage(e, 'Please check the French and try again.'), variant: 'destructive' });
      },
    });
  };

  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-3 sm:p-4" lang="fr-CA">
      <legend className="px-1 text-sm font-semibold" lang="en">
        French (Québec)
      </legend>
      <p className="text-sm text-muted" lang="en" role="status">
        {status}
        {source && ` Drafted ${SOURCES[source] ?? ''}.`}
      </p>
      {fields.map((f) => {
        const id = `${idPrefix}-fr-${f.name}`;
        const error = errors[f.name];
        const props = {
          id,
          className: 'input',
          value: values[f.name] ?? '',
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f.name]: e.target.value })),
          ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
        };
        return (
          <div key={f.name}>
            {/* In French: the English form's "Name" and "Description" labels stay the only ones with those words. */}
            <label className="label" htmlFor={id} lang="fr">
              {f.label}
            </label>
            {f.rows ? <textarea rows={f.rows} {...props} /> : <input {...props} />}
            {error && (
              <p id={`${id}-error`} className="field-error" lang="en">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-3" lang="en">
        <button type="button" className="btn-ghost" onClick={onDraft} disabled={draftFrench.isPending}>
          {draftFrench.isPending ? 'Drafting…' : 'Draft French with the AI guide'}
        </button>
        <button type="button" className="btn-primary" onClick={onApprove} disabled={approveFrench.isPending}>
          {approveFrench.isPending ? 'Approving…' : 'Approve French'}
        </button>
      </div>
    </fieldset>
  );
}
