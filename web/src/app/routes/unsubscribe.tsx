import { Link, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { useUnsubscribeNewsletter } from '@/features/newsletter/api/unsubscribe-newsletter';
import en from '@/features/newsletter/messages/en.json';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

/**
 * /unsubscribe?token= : the newsletter's unsubscribe page, opened from the signed link in every
 * newsletter mail. One press removes the address at once (a link scanner's visit changes nothing).
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useUnsubscribeNewsletter();
  return (
    <>
      <Seo title={t('unsubscribeTitle')} description={t('unsubscribeDescription')} path="/unsubscribe" noindex />
      <section className="container-page max-w-xl py-12 text-center">
        <h1 className="text-3xl font-semibold">{t('newsletter')}</h1>
        {mutation.isSuccess ? (
          <p className="mt-4" role="status" data-testid="unsubscribed">
            {t('unsubscribed')}
          </p>
        ) : mutation.isError || !token ? (
          <p className="mt-4 text-danger" role="alert">
            {t('invalidLink')}
          </p>
        ) : (
          <>
            <p className="mt-4">{t('unsubscribePrompt')}</p>
            <button type="button" className="btn-primary mt-6" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
              {t('unsubscribeButton')}
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
