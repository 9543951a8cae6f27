import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import en from '@/features/newsletter/messages/en.json';
import { createTranslator } from '@/i18n/create-translator';

const t = createTranslator(en);

type Action = { mutate: (token: string) => void; isPending: boolean; isSuccess: boolean; isError: boolean };

type Props = {
  seo: { title: string; description: string; path: string };
  /** The mutation the button runs with the link's token. */
  action: Action;
  /** Shown once the press has worked (a role="status" block). */
  done: ReactNode;
  /** Shown for a missing or refused token. */
  invalid: string;
  /** Above the button: what pressing it does. */
  prompt: ReactNode;
  button: string;
  pendingButton?: string;
};

/**
 * The page a newsletter mail's signed link opens (?token=): one press does what the link is for, so a
 * link scanner's visit changes nothing; then it says so, or says the link is not valid.
 */
export function SignedLinkPage({ seo, action, done, invalid, prompt, button, pendingButton }: Props) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <>
      <Seo title={seo.title} description={seo.description} path={seo.path} noindex />
      <section className="container-page max-w-xl py-12 text-center">
        <h1 className="text-3xl font-semibold">{t('newsletter')}</h1>
        {action.isSuccess ? (
          done
        ) : action.isError || !token ? (
          <p className="mt-4 text-danger" role="alert">
            {invalid}
          </p>
        ) : (
          <>
            {prompt}
            <button type="button" className="btn-primary mt-6" disabled={action.isPending} onClick={() => action.mutate(token)}>
              {action.isPending && pendingButton ? pendingButton : button}
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
