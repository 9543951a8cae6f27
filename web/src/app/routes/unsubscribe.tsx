import { useUnsubscribeNewsletter } from '@/features/newsletter/api/unsubscribe-newsletter';
import { SignedLinkPage } from '@/features/newsletter/components/signed-link-page';
import en from '@/features/newsletter/messages/en.json';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

/**
 * /unsubscribe?token= : the newsletter's unsubscribe page, opened from the signed link in every
 * newsletter mail. One press removes the address at once.
 */
export function Component() {
  const mutation = useUnsubscribeNewsletter();
  return (
    <SignedLinkPage
      seo={{ title: t('unsubscribeTitle'), description: t('unsubscribeDescription'), path: '/unsubscribe' }}
      action={mutation}
      done={
        <p className="mt-4" role="status" data-testid="unsubscribed">
          {t('unsubscribed')}
        </p>
      }
      invalid={t('invalidLink')}
      prompt={<p className="mt-4">{t('unsubscribePrompt')}</p>}
      button={t('unsubscribeButton')}
    />
  );
}
