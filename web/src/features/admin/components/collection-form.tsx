import { useForm, type FieldErrors } from 'react-hook-form';
import * as z from '@crystal/shared/zod';
import { slugFromName } from '@crystal/shared/collection-slug';
import { collectionCreateSchema, type CollectionCreate } from '@crystal/shared/schemas/collection-input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { fieldIssues } from './api-issues';
import { described, Field } from './form-field';

type FormValues = CollectionCreate & { frName?: string; frDescription?: string };

/** The form's flat French fields become the API's `translations.fr` (left out when she gave no French name). */
function toInput(v: FormValues): CollectionCreate {
  const { frName, frDescription, ...english } = v;
  const fr = frName?.trim() ? { name: frName, description: frDescription ?? '' } : undefined;
  return { ...english, ...(fr ? { translations: { fr } } : {}) };
}

/** A refused field's path ('translations.fr.name') as the form's field ('frName'). */
const fieldOf = (path: string): keyof FormValues =>
  path === 'translations.fr.name' ? 'frName' : path === 'translations.fr.description' ? 'frDescription' : (path.split('.')[0] as keyof FormValues);

/** The API's named issues beside their fields; the message in a toast. */
export function showRefusal(e: unknown, setError: (name: keyof FormValues, error: { message: string }) => void) {
  for (const issue of fieldIssues(e)) setError(fieldOf(issue.path), { message: issue.message });
  toast({ title: 'Not saved', description: errorMessage(e, 'Please check the form and try again.'), variant: 'destructive' });
}

/** Name, description and French of a collection, and whether shoppers see it: creating one, or editing it. */
export function CollectionForm({
  idPrefix,
  initial,
  address,
  submitLabel,
  pending,
  onSave,
  onCancel,
}: {
  idPrefix: string;
  initial: FormValues;
  /** An existing collection's address, which never changes; a new one's follows its name. */
  address?: string;
  submitLabel: string;
  pending: boolean;
  onSave: (input: CollectionCreate, setError: (name: keyof FormValues, error: { message: string }) => void) => void;
  onCancel?: () => void;
}) {
  const form = useForm<FormValues>({ defaultValues: initial });
  const { register, handleSubmit, watch, setError, formState } = form;
  const errors: FieldErrors<FormValues> = formState.errors;
  const slug = address ?? slugFromName(watch('name') ?? '');
  const id = (f: string) => `${idPrefix}-${f}`;
  // Checked with the same shared schema the API applies (the text rule included) before it is sent.
  const onSubmit = handleSubmit((values) => {
    const input = toInput(values);
    const checked = z.safeParse(collectionCreateSchema, input);
    if (!checked.success) {
      for (const issue of checked.error.issues) setError(fieldOf(issue.path.join('.')), { message: issue.message });
      return;
    }
    onSave(input, setError);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('name')} label="Name" error={errors.name?.message} hint={slug ? `Shoppers find it at /products/${slug}` : undefined}>
          <input id={id('name')} className="input" {...register('name')} {...described(id('name'), errors.name)} />
        </Field>
        <Field id={id('fr-name')} label="Nom en français" error={errors.frName?.message} hint="Leave empty to show the English on the French site">
          <input id={id('fr-name')} lang="fr" className="input" {...register('frName')} {...described(id('fr-name'), errors.frName)} />
        </Field>
        <Field id={id('description')} label="Description" error={errors.description?.message}>
          <textarea id={id('description')} rows={3} className="input" {...register('description')} {...described(id('description'), errors.description)} />
        </Field>
        <Field id={id('fr-description')} label="Description en français" error={errors.frDescription?.message}>
          <textarea id={id('fr-description')} lang="fr" rows={3} className="input" {...register('frDescription')} {...described(id('fr-description'), errors.frDescription)} />
        </Field>
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="size-5 accent-amethyst-700" {...register('hidden')} />
        Hidden from shoppers (out of the Shop menu, footer, sidebar, sitemap and guide; its address still works)
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
