import { useHydrated } from '@/lib/use-hydrated';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONSULTATION_SUBJECTS } from '@crystal/shared/constants/shop-contact';
import { contactSchema, CONTACT_LIMITS, type Contact, type ContactInput } from '@crystal/shared/schemas/contact';
import { toast } from '@/components/ui/use-toast';
import { useSubmitContact } from '../api/submit-contact';
import { fieldError, t } from '../lib/contact-text';
import { PreferredDatePicker } from './preferred-date-picker';

const EMPTY: ContactInput = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  isConsultation: false,
  preferredDate: undefined,
  website: '',
};

type FieldProps = { id: string; label: string; error?: string; optional?: boolean; children: React.ReactNode };

function Field({ id, label, error, optional, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
        {optional ? <span className="font-normal text-muted">{t('optional')}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {fieldError(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact and consultation form (docs/decisions/0020-screens-and-texts.md): the consultation switch turns the
 * subject into a choice of six and reveals the date picker; the shared schema validates both sides.
 */
export function ContactForm({ defaultConsultation = false, aboutPiece }: { defaultConsultation?: boolean; aboutPiece?: { name: string; path: string } }) {
  const hydrated = useHydrated();
  const uid = useId();
  const ids = {
    name: `${uid}-name`,
    email: `${uid}-email`,
    phone: `${uid}-phone`,
    subject: `${uid}-subject`,
    message: `${uid}-message`,
    consult: `${uid}-consult`,
    date: `${uid}-date`,
    website: `${uid}-website`,
  };
  const submit = useSubmitContact();
  const {
    register,
    handleSubmit,
    control,
    watch,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...EMPTY, isConsultation: defaultConsultation },
  });
  const isConsultation = watch('isConsultation');
  // From a product's page: the message starts by naming the piece, once its name is in (and only if she has not typed).
  const pieceName = aboutPiece?.name;
  useEffect(() => {
    if (pieceName && !getValues('message')) setValue('message', t('aboutPieceMessage', { name: pieceName }));
  }, [pieceName, getValues, setValue]);
  const consultationSwitch = register('isConsultation', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      // Free text and the list of consultation subjects do not mix; a date only belongs to a consultation.
      setValue('subject', '');
      if (!e.target.checked) setValue('preferredDate', undefined);
    },
  });

  const onSubmit = async (values: Contact) => {
    const body: Contact = {
      ...values,
      phone: values.phone || undefined,
      preferredDate: values.isConsultation ? (values.preferredDate ?? undefined) : undefined,
    };
    try {
      await submit.mutateAsync(body);
      toast({ title: t('sentTitle'), description: t('sentDescription'), variant: 'success' });
      reset({ ...EMPTY });
    } catch {
      toast({ title: t('failedTitle'), description: t('failedDescription'), variant: 'destructive' });
    }
  };

  const describe = (id: string, error: unknown) => (error ? `${id}-error` : undefined);
  const label = isSubmitting ? t('sending') : isConsultation ? t('requestConsultation') : t('sendMessage');

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="card space-y-5 p-5 sm:p-8" aria-label={t('formLabel')}>
      {aboutPiece && (
        <p className="rounded-lg bg-amethyst-50 px-4 py-3 text-sm font-medium" data-testid="about-piece">
          <Link to={aboutPiece.path} className="text-amethyst-700 underline">
            {t('aboutPiece', { name: aboutPiece.name })}
          </Link>
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={ids.name} label={t('name')} error={errors.name?.message}>
          <input
            id={ids.name}
            className="input"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describe(ids.name, errors.name)}
            {...register('name')}
          />
        </Field>
        <Field id={ids.email} label={t('email')} error={errors.email?.message}>
          <input
            id={ids.email}
            type="email"
            className="input"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe(ids.email, errors.email)}
            {...register('email')}
          />
        </Field>
      </div>
      <Field id={ids.phone} label={t('phone')} optional error={errors.phone?.message}>
        <input
          id={ids.phone}
          type="tel"
          className="input"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describe(ids.phone, errors.phone)}
          {...register('phone')}
        />
      </Field>

      <label htmlFor={ids.consult} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg bg-mist px-4 py-2">
        <input id={ids.consult} type="checkbox" className="size-5 accent-amethyst-700" {...consultationSwitch} />
        <span className="text-sm font-medium">{t('bookConsultation')}</span>
      </label>

      <div className={isConsultation ? 'grid gap-5 sm:grid-cols-2' : ''}>
        <Field id={ids.subject} label={isConsultation ? t('consultationType') : t('subject')} error={errors.subject?.message}>
          {isConsultation ? (
            <select
              id={ids.subject}
              className="input"
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={describe(ids.subject, errors.subject)}
              {...register('subject')}
            >
              <option value="">{t('chooseConsultation')}</option>
              {CONSULTATION_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(`consultation.${s}`)}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={ids.subject}
              className="input"
              maxLength={CONTACT_LIMITS.subject}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={describe(ids.subject, errors.subject)}
              {...register('subject')}
            />
          )}
        </Field>
        {isConsultation ? (
          <Field id={ids.date} label={t('preferredDate')} optional error={errors.preferredDate?.message}>
            <Controller
              control={control}
              name="preferredDate"
              render={({ field }) => (
                <PreferredDatePicker
                  id={ids.date}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.preferredDate)}
                  describedBy={describe(ids.date, errors.preferredDate)}
                />
              )}
            />
          </Field>
        ) : null}
      </div>

      <Field id={ids.message} label={t('message')} error={errors.message?.message}>
        <textarea
          id={ids.message}
          rows={6}
          className="input resize-y"
          maxLength={CONTACT_LIMITS.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe(ids.message, errors.message)}
          {...register('message')}
        />
      </Field>

      {/* Honeypot: invisible to people and assistive technology; bots that fill it are ignored by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={ids.website}>{t('website')}</label>
        <input id={ids.website} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting || !hydrated}>
        {label}
      </button>
    </form>
  );
}
