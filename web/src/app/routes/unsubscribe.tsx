import { Link, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { useUnsubscribeNewsletter } from '@/features/newsletter/api/unsubscribe-newsletter';

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
      <Seo title="Unsubscribe" description="Leave the Sacred Crystal Jewelry newsletter." path="/unsubscribe" noindex />
      <section className="container-page max-w-xl py-12 text-center">
        <h1 className="text-3xl font-semibold">Newsletter</h1>
        {mutation.isSuccess ? (
          <p className="mt-4" role="status" data-testid="unsubscribed">
            You are unsubscribed. We will not send you the newsletter again.
          </p>
        ) : mutation.isError || !token ? (
          <p className="mt-4 text-danger" role="alert">
            This unsubscribe link is not valid. Use the link in our latest newsletter, or write to us and we will remove you.
          </p>
        ) : (
          <>
            <p className="mt-4">Stop receiving our newsletter? One press and you are off the list.</p>
            <button type="button" className="btn-primary mt-6" disabled={mutation.isPending} onClick={() => mutation.mutate(token)}>
              Unsubscribe
            </button>
          </>
        )}
        <p className="mt-8">
          <Link to={paths.home} className="underline">
            Back to the shop
          </Link>
        </p>
      </section>
    </>
  );
}
