import { Link, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { useConfirmNewsletter } from '@/features/newsletter/api/confirm-newsletter';
import en from '@/features/newsletter/messages/en.json';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

/**
 * /newsletter/confirm?token= : the page the double opt-in's mail links to (English, and French under fr/).
 * Only its button's press records the consent (a link scanner's visit changes nothing); then it says what
 * the product's original sign-up toast said, which is true from that moment.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useConfirmNewsletter();
  return (
    <>
      <Seo title={t('confirmTitle')} description={t('confirmDescription')} path="/newsletter/confirm" noindex />
      <section className="container-page max-w-xl py-12 text-center">
        <h1 className="text-3xl font-semibold">{t('newsletter')}</h1>
        {mutation.isSuccess ? (
          <div className="mt-4" role="status" data-testid="newsletter-confirmed">
            <p className="text-xl font-medium">{t('subscribedTitle')}</p>
            <p className="mt-2">{t('subscribedDescription')}</p>
          </div>
        ) : mutation.isError || !token ? (
          <p className="mt-4 text-danger" role="alert">
            {t('confirmInvalidLink')}
          </p>
        ) : (
          <>
            <p className="mt-4">{t('confirmPrompt')}</p>
            <p className="mt-2 text-sm opacity-80">{t('consent')}</p>
            <button type="button" className="btn-primary mt-6" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
              {mutation.isPending ? t('confirming') : t('confirmButton')}
            </button>
          </>
        )}
        <p className="mt-8">
          <Link to={paths.home} className="underline">
            {t('backToShop')}
          </Link>
        </p>
      </section>
    </>
  );
}
