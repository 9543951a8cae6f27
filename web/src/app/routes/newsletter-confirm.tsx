import { useConfirmNewsletter } from '@/features/newsletter/api/confirm-newsletter';
import { SignedLinkPage } from '@/features/newsletter/components/signed-link-page';
import en from '@/features/newsletter/messages/en.json';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

/**
 * /newsletter/confirm?token= : the page the double opt-in's mail links to (English, and French under fr/).
 * Only its button's press records the consent; then it says what the product's original sign-up toast
 * said, which is true from that moment.
 */
export function Component() {
  const mutation = useConfirmNewsletter();
  return (
    <SignedLinkPage
      seo={{ title: t('confirmTitle'), description: t('confirmDescription'), path: '/newsletter/confirm' }}
      action={mutation}
      done={
        <div className="mt-4" role="status" data-testid="newsletter-confirmed">
          <p className="text-xl font-medium">{t('subscribedTitle')}</p>
          <p className="mt-2">{t('subscribedDescription')}</p>
        </div>
      }
      invalid={t('confirmInvalidLink')}
      prompt={
        <>
          <p className="mt-4">{t('confirmPrompt')}</p>
          <p className="mt-2 text-sm opacity-80">{t('consent')}</p>
        </>
      }
      button={t('confirmButton')}
      pendingButton={t('confirming')}
    />
  );
}
