import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { OPTION_LIMITS } from '@crystal/shared/schemas/product-options';
import { PERSONALISED_RETURNS_RULE } from '@crystal/shared/shop-facts/personalised-returns';
import type { AdminProduct, ProductInput } from '@crystal/shared/schemas/admin-product';

type Props = { control: Control<ProductInput>; register: UseFormRegister<ProductInput>; errors: FieldErrors<ProductInput> };

const emptyToNull = (v: string) => (v === '' ? null : Number(v));
const numberOrNaN = (v: string) => (v === '' ? Number.NaN : Number(v));

/** The editor's values for a saved piece's options, questions and made-to-order settings. */
export function choicesInput(p: AdminProduct): Pick<ProductInput, 'options' | 'personalization' | 'madeToOrder'> {
  return {
    options: (p.options ?? []).map((o) => ({
      name: o.name,
      translations: { fr: { name: o.translations?.fr?.name ?? '' } },
      values: o.values.map((v) => ({
        value: v.value,
        stockQuantity: v.stockQuantity ?? null,
        priceDelta: v.priceDelta ?? '',
        translations: { fr: { value: v.translations?.fr?.value ?? '' } },
      })),
    })),
    personalization: (p.personalization ?? []).map((q) => ({
      label: q.label,
      maxLength: q.maxLength,
      required: q.required,
      translations: { fr: { label: q.translations?.fr?.label ?? '' } },
    })),
    madeToOrder: p.madeToOrder ? { leadTimeDays: p.madeToOrder.leadTimeDays, openUnits: p.madeToOrder.openUnits ?? 0 } : null,
  };
}

function Error({ message }: { message?: string }) {
  return message ? <p className="field-error">{message}</p> : null;
}

/**
 * Options (sizes, lengths), personalisation questions and made to order on the product screen, each
 * English label with its French beside it; laid out for a phone first (docs/decisions/0037-editing-choices.md).
 */
/** The editor's choices, in the sections she folds: options with made to order, or the personalisation questions. */
export function ChoicesFields({ part, ...props }: Props & { part: 'options' | 'personalisation' }) {
  return part === 'options' ? <OptionsAndMadeToOrder {...props} /> : <PersonalisationQuestions {...props} />;
}

function OptionsAndMadeToOrder({ control, register, errors }: Props) {
  const options = useFieldArray({ control, name: 'options' });
  return (
    <>
      <fieldset className="space-y-3 rounded-lg border border-line p-3">
        <legend className="px-1 font-medium">Options (sizes, lengths)</legend>
        <p className="text-xs text-muted">
          The shopper chooses one value of each. A value with its own stock sells only that many; empty uses the piece’s stock.
        </p>
        {options.fields.map((field, i) => (
          <OptionFields key={field.id} index={i} control={control} register={register} errors={errors} onRemove={() => options.remove(i)} />
        ))}
        <Error message={errors.options?.message ?? errors.options?.root?.message} />
        {options.fields.length < OPTION_LIMITS.options && (
          <button
            type="button"
            className="btn-outline"
            onClick={() => options.append({ name: '', translations: { fr: { name: '' } }, values: [{ value: '', stockQuantity: null, priceDelta: '', translations: { fr: { value: '' } } }] })}
          >
            Add an option
          </button>
        )}
      </fieldset>
      <MadeToOrderFields control={control} register={register} errors={errors} />
    </>
  );
}

function PersonalisationQuestions({ control, register, errors }: Props) {
  const questions = useFieldArray({ control, name: 'personalization' });
  return (
      <fieldset className="space-y-3 rounded-lg border border-line p-3">
        <legend className="px-1 font-medium">Personalisation</legend>
        <p className="text-xs text-muted">Up to two questions, like an engraving. {PERSONALISED_RETURNS_RULE.en}</p>
        {questions.fields.map((field, i) => {
          const e = errors.personalization?.[i];
          return (
            <div key={field.id} className="grid gap-2 rounded-lg bg-mist/50 p-2 sm:grid-cols-2" data-testid="question-fields">
              <label className="label">
                Question (English)
                <input className="input" placeholder="Engraving" {...register(`personalization.${i}.label`)} />
                <Error message={e?.label?.message} />
              </label>
              <label className="label" lang="fr">
                Question (français)
                <input className="input" placeholder="Gravure" {...register(`personalization.${i}.translations.fr.label`)} />
              </label>
              <label className="label">
                Maximum characters
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={OPTION_LIMITS.answerMax}
                  {...register(`personalization.${i}.maxLength`, { setValueAs: numberOrNaN })}
                />
                <Error message={e?.maxLength?.message} />
              </label>
              <div className="flex items-center justify-between gap-3">
                <label className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" className="size-5 accent-amethyst-700" {...register(`personalization.${i}.required`)} />
                  Required
                </label>
                <button type="button" className="btn-ghost" onClick={() => questions.remove(i)}>
                  Remove question
                </button>
              </div>
            </div>
          );
        })}
        <Error message={errors.personalization?.message ?? errors.personalization?.root?.message} />
        {questions.fields.length < OPTION_LIMITS.questions && (
          <button
            type="button"
            className="btn-outline"
            onClick={() => questions.append({ label: '', maxLength: 12, required: false, translations: { fr: { label: '' } } })}
          >
            Add a question
          </button>
        )}
      </fieldset>
  );
}

function MadeToOrderFields({ control, register, errors }: Props) {
  return (
      <Controller
        control={control}
        name="madeToOrder"
        render={({ field }) => (
          <fieldset className="space-y-3 rounded-lg border border-line p-3">
            <legend className="px-1 font-medium">Made to order</legend>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-amethyst-700"
                checked={!!field.value}
                onChange={(e) => field.onChange(e.target.checked ? { leadTimeDays: 10, openUnits: 3 } : null)}
              />
              Made to order (sold at stock 0, up to the open units)
            </label>
            {field.value && (
              <div className="grid gap-3 sm:grid-cols-2">
                <label className="label">
                  Lead time (business days)
                  <input className="input" type="number" inputMode="numeric" min={1} {...register('madeToOrder.leadTimeDays', { setValueAs: numberOrNaN })} />
                  <Error message={errors.madeToOrder?.leadTimeDays?.message} />
                </label>
                <label className="label">
                  Open units (how many more you will take on)
                  <input className="input" type="number" inputMode="numeric" min={0} {...register('madeToOrder.openUnits', { setValueAs: numberOrNaN })} />
                  <Error message={errors.madeToOrder?.openUnits?.message} />
                </label>
              </div>
            )}
          </fieldset>
        )}
      />
  );
}

function OptionFields({ index, control, register, errors, onRemove }: Props & { index: number; onRemove: () => void }) {
  const values = useFieldArray({ control, name: `options.${index}.values` });
  const e = errors.options?.[index];
  return (
    <div className="space-y-2 rounded-lg bg-mist/50 p-2" data-testid="option-fields">
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="label">
          Option name (English)
          <input className="input" placeholder="Size" {...register(`options.${index}.name`)} />
          <Error message={e?.name?.message} />
        </label>
        <label className="label" lang="fr">
          Option name (français)
          <input className="input" placeholder="Taille" {...register(`options.${index}.translations.fr.name`)} />
        </label>
      </div>
      <ul className="space-y-2">
        {values.fields.map((field, j) => {
          const ve = e?.values?.[j];
          return (
            <li key={field.id} className="grid grid-cols-2 gap-2 border-t border-line pt-2 sm:grid-cols-5" data-testid="value-fields">
              <label className="label">
                Value
                <input className="input" placeholder="7" {...register(`options.${index}.values.${j}.value`)} />
                <Error message={ve?.value?.message} />
              </label>
              <label className="label" lang="fr">
                Valeur (français)
                <input className="input" {...register(`options.${index}.values.${j}.translations.fr.value`)} />
              </label>
              <label className="label">
                Own stock
                <input
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  {...register(`options.${index}.values.${j}.stockQuantity`, { setValueAs: emptyToNull })}
                />
                <Error message={ve?.stockQuantity?.message} />
              </label>
              <label className="label">
                Price difference
                <input className="input" inputMode="decimal" placeholder="0" {...register(`options.${index}.values.${j}.priceDelta`)} />
                <Error message={ve?.priceDelta?.message} />
              </label>
              <button type="button" className="btn-ghost self-end" onClick={() => values.remove(j)} disabled={values.fields.length === 1}>
                Remove value
              </button>
            </li>
          );
        })}
      </ul>
      <Error message={e?.values?.message ?? e?.values?.root?.message} />
      <div className="flex flex-wrap gap-2">
        {values.fields.length < OPTION_LIMITS.values && (
          <button
            type="button"
            className="btn-outline"
            onClick={() => values.append({ value: '', stockQuantity: null, priceDelta: '', translations: { fr: { value: '' } } })}
          >
            Add a value
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={onRemove}>
          Remove option
        </button>
      </div>
    </div>
  );
}
